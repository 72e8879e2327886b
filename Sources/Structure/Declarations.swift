import Tokenizer

/// Declarations around a position: the enclosing type (its kind, name, inheritance list and
/// attributes) and function (its name, signature and return type), and the members a type
/// declares in this file.
extension CodeView {
    /// A type's or extension's declaration, read from the head of its body's `{`.
    package struct TypeDeclaration: Equatable {
        /// The body's `{`.
        package var open: CodePosition
        /// `class`, `struct`, `enum`, `actor`, `extension` or `protocol`.
        package var keyword: String
        /// The name as written (`Outer.Inner` for `extension Outer.Inner`).
        package var name: String
        /// The inheritance or conformance list, each entry as written without generic
        /// arguments (`UIViewController`, `SwiftUI.View`).
        var inherited: [String]
        /// The attributes' names (`MainActor`, `objc`) and the modifiers (`final`, `public`).
        var attributes: [String]
        package var modifiers: [String]

        /// The name's last component: `Inner` for `extension Outer.Inner`.
        package var simpleName: String { Self.lastComponent(of: name) }
        /// The inheritance list without modules or outer types: `View` for `SwiftUI.View`.
        package var inheritedNames: [String] { inherited.map(Self.lastComponent(of:)) }

        package static func lastComponent(of name: String) -> String {
            name.split(separator: ".").last.map(String.init) ?? name
        }
    }

    /// A function's, initializer's, accessor's or computed property's declaration.
    package struct FunctionDeclaration: Equatable {
        /// The body's `{`.
        package var open: CodePosition
        /// `func`, `init`, `deinit`, `subscript`, `var`, `let`, or an accessor (`get`, `set`,
        /// `didSet`…).
        package var keyword: String
        /// The function's or property's name; the keyword for `init`, `deinit`, `subscript`
        /// and accessors.
        package var name: String
        /// The parameter list's `(` … `)`, if there is one.
        package var parameters: Range<CodePosition>?
        /// The declared result or property type (after `->` or `:`), if any.
        package var returnType: Range<CodePosition>?
        var attributes: [String]
        package var modifiers: [String]
        /// `async`, `throws` / `throws(E)` / `rethrows` after the parameters.
        package var isAsync: Bool
        package var isThrowing: Bool
    }

    /// The type whose body holds `p` directly or through functions, closures and blocks.
    package func enclosingType(of p: CodePosition) -> TypeDeclaration? {
        enclosingBrace(of: p).flatMap(typeBrace(atOrAbove:)).flatMap(typeDeclaration)
    }

    /// The innermost function (or initializer, accessor, computed property) whose body holds
    /// `p`, through closures and blocks but not through a type's body.
    package func enclosingFunction(of p: CodePosition) -> FunctionDeclaration? {
        var brace = enclosingBrace(of: p)
        while let open = brace {
            switch braceKind(open) {
            case .function: return functionDeclaration(open)
            case .type: return nil
            case .closure, .statement: brace = enclosingBrace(of: open)
            }
        }
        return nil
    }

    /// The declaration of the type whose body the `{` at `open` opens, if it opens one.
    package func typeDeclaration(_ open: CodePosition) -> TypeDeclaration? {
        guard case .type(let keyword, let name) = braceKind(open), let head = statementHead(ofBrace: open) else {
            return nil
        }
        let (attributes, modifiers) = attributesAndModifiers(from: head, before: open)
        var inherited: [String] = []
        // After the name and generic parameters: `: A, B<T>, C where …`.
        var q = declarationKeyword(from: head, before: open) + 1
        while q < open, kind(q) != .colon, !isWord(q, "where") { q = genericArgumentsEnd(q) ?? atomEnd(q) }
        if kind(q) == .colon {
            q += 1
            var entry = ""
            while q < open, !isWord(q, "where") {
                if kind(q) == .comma {
                    if !entry.isEmpty { inherited.append(entry) }
                    entry = ""
                } else if kind(q) == .atSign {
                    q += 2  // `@unchecked Sendable`, `@preconcurrency P`: the attribute is no part of the name
                    continue
                } else if let end = genericArgumentsEnd(q) {
                    q = end
                    continue
                } else if isName(q) || kind(q) == .period {
                    entry += text(q)
                }
                q = atomEnd(q)
            }
            if !entry.isEmpty { inherited.append(entry) }
        }
        return TypeDeclaration(
            open: open, keyword: keyword, name: name, inherited: inherited, attributes: attributes, modifiers: modifiers)
    }

    /// The declaration of the function whose body the `{` at `open` opens, if it opens one.
    package func functionDeclaration(_ open: CodePosition) -> FunctionDeclaration? {
        guard braceKind(open) == .function, let head = statementHead(ofBrace: open) else { return nil }
        let (attributes, modifiers) = attributesAndModifiers(from: head, before: open)
        let keywordPosition = declarationKeyword(from: head, before: open)
        let keyword = text(keywordPosition)
        var declaration = FunctionDeclaration(
            open: open, keyword: keyword, name: keyword, parameters: nil, returnType: nil, attributes: attributes,
            modifiers: modifiers, isAsync: false, isThrowing: false)
        var q = keywordPosition + 1
        if keyword == "func" || keyword == "var" || keyword == "let" {
            declaration.name = text(q)
            q += 1
        }
        // Up to the parameters, the type, or the effects of an accessor (`get async throws`).
        while q < open, kind(q) != .leftParen, kind(q) != .colon, kind(q) != .arrow,
            !isAny(q, of: ["async", "throws", "rethrows"])
        {
            q = genericArgumentsEnd(q) ?? atomEnd(q)
        }
        if kind(q) == .leftParen, let close = partner(q), close < open {
            declaration.parameters = q..<(close + 1)
            q = close + 1
        }
        while q < open, kind(q) != .arrow, kind(q) != .colon {
            if isWord(q, "async") { declaration.isAsync = true }
            if isAny(q, of: ["throws", "rethrows"]) { declaration.isThrowing = true }
            q = atomEnd(q)
        }
        if q < open, kind(q) == .arrow || kind(q) == .colon {
            var end = q + 1
            while end < open, !isWord(end, "where") { end = atomEnd(end) }
            declaration.returnType = (q + 1)..<end
        }
        return declaration
    }

    /// The attributes' names and the modifiers of the declaration head starting at `head`.
    func attributesAndModifiers(from head: CodePosition, before open: CodePosition) -> (attributes: [String], modifiers: [String]) {
        var attributes: [String] = []
        var modifiers: [String] = []
        var q = head
        while q < open {
            if kind(q) == .atSign {
                var name = text(q + 1)
                q += 2
                while isWord(q, "."), isName(q + 1) {
                    name += "." + text(q + 1)
                    q += 2
                }
                attributes.append(name)
                if kind(q) == .leftParen, !lineBreakBefore(q) { q = atomEnd(q) }
                continue
            }
            if Self.modifiers.contains(text(q))
                || isWord(q, "class") && isAny(q + 1, of: ["func", "var", "let", "subscript", "override", "final", "static"])
            {
                modifiers.append(text(q))
                q += 1
                if kind(q) == .leftParen { q = atomEnd(q) }  // `private(set)`
                continue
            }
            break
        }
        return (attributes, modifiers)
    }

    /// The code range of the return type of the nearest enclosing `func … -> T {` (or
    /// `var name: T {`), through closures and statement blocks, not through a type's body.
    package func enclosingReturnType(of p: CodePosition) -> Range<CodePosition>? {
        guard var function = enclosingFunction(of: p) else { return nil }
        // An accessor's type is its property's: `var x: T { get { … } }`.
        if Self.accessors.contains(function.keyword), let property = enclosingFunction(of: function.open) {
            function = property
        }
        return ["func", "var", "subscript"].contains(function.keyword) ? function.returnType : nil
    }

    static let accessors: Set<String> = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress",
    ]

    /// The instance members (`var`, `let`, `func` names, not `static`/`class` ones; those of
    /// `keywords`) declared directly in the type body whose `{` is at `open`.
    package func instanceMembers(ofTypeBody open: CodePosition, keywords: Set<String> = ["var", "let", "func"]) -> Set<String> {
        guard let close = partner(open) else { return [] }
        var names: Set<String> = []
        var p = open + 1
        var isStatic = false
        while p < close {
            if startsStatement(p) || kind(p - 1) == .leftBrace || kind(p - 1) == .rightBrace { isStatic = false }
            if isAny(p, of: ["static"]) || (isWord(p, "class") && isAny(p + 1, of: ["func", "var", "let", "override", "final"])) {
                isStatic = true
            }
            if kind(p) == .keyword, keywords.contains(text(p)), !isStatic, isName(p + 1) {
                names.insert(text(p + 1))
                // `let a = 1, b = 2`
            }
            p = atomEnd(p)
        }
        return names
    }

    /// The bodies (`{` positions) of the types, protocols and extensions declared in the
    /// file, by the last component of their name: one pass, for `instanceMembers(ofType:in:)`.
    package func typeBodies() -> [String: [CodePosition]] {
        analyses.value(TypeBodiesKey.self) { findTypeBodies() }
    }

    private func findTypeBodies() -> [String: [CodePosition]] {
        var bodies: [String: [CodePosition]] = [:]
        // Every code token is asked: by its name hash first, as the template matcher does.
        for p in positions where Self.typeKeywordHashes.contains(source.codeHash(p)) {
            guard isTypeKeyword(p) else { continue }
            var q = p + 1
            guard q < endPosition, isName(q) else { continue }
            var typeName = text(q)
            while isWord(q + 1, "."), isName(q + 2) {
                typeName = text(q + 2)
                q += 2
            }
            // Anything (generics, conformances, `where`) up to the body's `{`.
            while q < endPosition, kind(q) != .leftBrace, kind(q) != .rightBrace, kind(q) != .semicolon, q - p < 256 { q = atomEnd(q) }
            if kind(q) == .leftBrace, case .type = braceKind(q) { bodies[typeName, default: []].append(q) }
        }
        return bodies
    }

    /// The name hashes of the words `isTypeKeyword` accepts.
    private static let typeKeywordHashes = ["class", "struct", "enum", "actor", "extension", "protocol"]
        .map { TokenizedSource.hash(Array($0.utf8)) }

    /// `class`, `struct`, `enum`, `actor`, `extension` or `protocol` at `p`. `actor` is a
    /// contextual keyword, most often an identifier to the tokenizer: the brace decides.
    private func isTypeKeyword(_ p: CodePosition) -> Bool {
        switch kind(p) {
        case .keyword?:
            return isWord(p, "class") || isWord(p, "struct") || isWord(p, "enum") || isWord(p, "extension")
                || isWord(p, "protocol") || isWord(p, "actor")
        case .identifier?:
            return isWord(p, "actor")
        default:
            return false
        }
    }

    /// The instance members of the type named `name` (last component): those declared in
    /// its body and in the bodies of its extensions in this file (`bodies`: `typeBodies()`).
    package func instanceMembers(
        ofType name: String, in bodies: [String: [CodePosition]], keywords: Set<String> = ["var", "let", "func"]
    ) -> Set<String> {
        var names: Set<String> = []
        for open in bodies[TypeDeclaration.lastComponent(of: name)] ?? [] {
            names.formUnion(instanceMembers(ofTypeBody: open, keywords: keywords))
        }
        return names
    }

    /// Names of the classes and actors declared in the file (`class Foo`, `final class Foo`,
    /// `actor Foo`), so an `extension Foo` can be told from a value type's.
    package func referenceTypeNames() -> Set<String> {
        var names: Set<String> = []
        for p in positions.dropLast() where (isWord(p, "class") || isWord(p, "actor")) && kind(p + 1) == .identifier {
            if isWord(p, "class"), isAny(p + 1, of: ["func", "var", "let"]) { continue }
            names.insert(text(p + 1))
        }
        return names
    }
}

private enum TypeBodiesKey: FileAnalysisKey { typealias Value = [String: [CodePosition]] }

extension CodeView {
    /// The keyword of the type declaration whose body's `{` is at `open`: `class`, `struct`,
    /// `enum`, `actor`, `protocol` or `extension`; nil for another brace.
    package func typeKeyword(ofBody open: CodePosition) -> String? {
        let head = statementHead(ofBrace: open) ?? open
        return (head..<open).lazy.compactMap { p -> String? in
            guard self.isTypeKeyword(p) else { return nil }
            return self.text(p)
        }.first
    }

    /// The names of the members this file declares in extensions of `Publisher` and
    /// `AnyPublisher` (a project's own operators: `singleOutput()`, `async()`), and those it
    /// declares in any other type body: a name only the former have is a publisher's member.
    package func publisherExtensionMembers() -> (operators: Set<String>, elsewhere: Set<String>) {
        var operators: Set<String> = []
        var elsewhere: Set<String> = []
        for (name, opens) in typeBodies() {
            for open in opens {
                let members = instanceMembers(ofTypeBody: open)
                if typeKeyword(ofBody: open) == "extension", name == "Publisher" || name == "AnyPublisher" {
                    operators.formUnion(members)
                } else {
                    elsewhere.formUnion(members)
                }
            }
        }
        return (operators, elsewhere)
    }
}
