import Tokenizer

/// A `Package.swift` read as code — tokenized, never run — as far as it can be read without
/// running it: its tools version, the arguments of its `Package(…)` call, its top-level
/// `let`s and `var`s, and the lists and strings they spell (the targets, in
/// `ManifestCode+Targets.swift`). What the manifest computes — with a function, a loop, a
/// closure, a condition — reads as nil (or an incomplete list), for the caller to leave
/// unknown. `PackageManifest` (Project) reads the modules and their facts with it.
package struct ManifestCode {
    package let code: CodeView
    /// The arguments (inside the parentheses) of each `Package(…)` call, in order.
    package let packageCalls: [Range<CodePosition>]
    /// The top-level `let`s and `var`s holding a `Package(…)`: `package`.
    package let packageNames: [String]
    /// Top-level `let` and `var` declarations by name.
    private let declarations: [String: Declaration]

    /// How deep names are followed (`let a = b`, `let b = [ … ]`): a cycle ends there.
    private static let depthLimit = 8

    private struct Declaration {
        /// The code after `=`; nil for a computed or uninitialized variable, or a name
        /// declared more than once (in the branches of an `#if`).
        var value: Range<CodePosition>?
        /// The code position of the declared name.
        var name: CodePosition
        /// The code after `=` of each declaration of the name, in order: one for each branch
        /// of an `#if` that declares it; nil when one has none.
        var branches: [Range<CodePosition>]?
    }

    package init(_ code: CodeView) {
        self.code = code
        var declarations: [String: Declaration] = [:]
        for statement in code.statements(in: code.positions) {
            guard let (name, value) = Self.declaration(in: statement, code) else { continue }
            let text = code.text(name)
            if let earlier = declarations[text] {
                let branches = earlier.branches.flatMap { branches in value.map { branches + [$0] } }
                declarations[text] = Declaration(value: nil, name: name, branches: branches)
            } else {
                declarations[text] = Declaration(value: value, name: name, branches: value.map { [$0] })
            }
        }
        self.declarations = declarations
        packageCalls = code.positions.compactMap { p in
            guard Self.isPackageCall(at: p, code), let close = code.partner(p + 1) else { return nil }
            return (p + 2)..<close
        }
        packageNames = declarations.compactMap { name, declaration in
            guard let value = declaration.value, Self.isPackageCall(at: value.lowerBound, code)
                || (code.isWord(value.lowerBound, "PackageDescription") && Self.isPackageCall(at: value.lowerBound + 2, code))
            else { return nil }
            return name
        }.sorted()
    }

    package init(bytes: [UInt8]) {
        self.init(CodeView(TokenizedSource(bytes: bytes)))
    }

    /// `Package(` (or `PackageDescription.Package(`) at `p`.
    private static func isPackageCall(at p: CodePosition, _ code: CodeView) -> Bool {
        guard code.isWord(p, "Package"), code.kind(p + 1) == .leftParen else { return false }
        return code.kind(p - 1) != .period || code.isWord(p - 2, "PackageDescription")
    }

    /// The name and value of a top-level `let name = …` or `var name: Type = …` statement
    /// (attributes and modifiers before it skipped); a computed `var` has no value.
    private static func declaration(
        in statement: Range<CodePosition>, _ code: CodeView
    ) -> (name: CodePosition, value: Range<CodePosition>?)? {
        var p = statement.lowerBound
        // `private`, `@MainActor`, `nonisolated(unsafe)`; not `if let x = …`.
        while p < statement.upperBound, !code.isWord(p, "let"), !code.isWord(p, "var") {
            let isModifier = code.kind(p) == .identifier || code.kind(p) == .atSign || code.kind(p) == .leftParen
                || code.isAny(p, of: ["private", "fileprivate", "internal", "public", "static"])
            guard isModifier else { return nil }
            p = code.atomEnd(p)
        }
        let name = p + 1
        guard name < statement.upperBound, code.kind(name) == .identifier else { return nil }
        var q = name + 1
        while q < statement.upperBound {
            if code.kind(q) == .binaryOperator, code.text(q) == "=" { return (name, (q + 1)..<statement.upperBound) }
            if code.kind(q) == .leftBrace { break }
            q = code.atomEnd(q)
        }
        return (name, nil)
    }

    // MARK: Values

    /// The value of the `label:` argument among the arguments `arguments` (inside a call's
    /// parentheses).
    package func argument(_ label: String, in arguments: Range<CodePosition>) -> Range<CodePosition>? {
        labeledArguments(arguments)[label]
    }

    /// The labeled arguments among `arguments`, by label: the code of each value.
    package func labeledArguments(_ arguments: Range<CodePosition>) -> [String: Range<CodePosition>] {
        var found: [String: Range<CodePosition>] = [:]
        for piece in code.splitTopLevel(from: arguments.lowerBound, to: arguments.upperBound)
        where piece.count > 2 && code.isName(piece.lowerBound) && code.kind(piece.lowerBound + 1) == .colon {
            found[code.text(piece.lowerBound)] = (piece.lowerBound + 2)..<piece.upperBound
        }
        return found
    }

    /// The name and value of the top-level `let` or `var` that the code `expression` (one
    /// name) names; nil for anything else.
    package func declaredValue(of expression: Range<CodePosition>) -> (name: String, value: Range<CodePosition>)? {
        guard expression.count == 1, code.kind(expression.lowerBound) == .identifier else { return nil }
        let name = code.text(expression.lowerBound)
        guard let value = declarations[name]?.value else { return nil }
        return (name, value)
    }

    /// The values of the top-level `let` or `var` that the code `expression` (one name) names,
    /// declared in each branch of an `#if` (`#if compiler(>=6) let modes = [SwiftVersion.version("6")]
    /// #else let modes = [SwiftVersion.v5] #endif`): the manifest read one way or another, as
    /// compilers and platforms pick. One value for a name declared once; nil for anything else.
    package func declaredValues(of expression: Range<CodePosition>) -> [Range<CodePosition>]? {
        guard expression.count == 1, code.kind(expression.lowerBound) == .identifier,
            let branches = declarations[code.text(expression.lowerBound)]?.branches, !isChanged(code.text(expression.lowerBound))
        else { return nil }
        return branches
    }

    /// The string `expression` spells: a plain literal (`"Sources/Feed"`, no interpolation,
    /// no escape) or the name of a top-level constant holding one.
    package func string(_ expression: Range<CodePosition>) -> String? {
        string(expression, depth: 0)
    }

    private func string(_ expression: Range<CodePosition>, depth: Int) -> String? {
        guard depth < Self.depthLimit else { return nil }
        if let (_, value) = declaredValue(of: expression) { return string(value, depth: depth + 1) }
        let p = expression.lowerBound
        guard code.kind(p) == .stringStart else { return nil }
        if expression.count == 2, code.kind(p + 1) == .stringEnd { return "" }
        guard expression.count == 3, code.kind(p + 1) == .stringSegment, code.kind(p + 2) == .stringEnd else { return nil }
        let text = code.text(p + 1)
        // An escape in a plain literal is not the text it means (`\"`, `\u{…}`); a raw one's is.
        if text.contains("\\"), !code.text(p).hasPrefix("#") { return nil }
        return text
    }

    /// The strings of the list `expression` spells; nil unless every element is one.
    package func strings(_ expression: Range<CodePosition>) -> [String]? {
        let list = elements(of: expression)
        guard list.isComplete else { return nil }
        var found: [String] = []
        for element in list.elements {
            guard let text = string(element) else { return nil }
            found.append(text)
        }
        return found
    }

    /// The code of `range` on one line, for a user to find it in the manifest:
    /// `.swiftLanguageMode(.v5)`, `.unsafeFlags(["-swift-version", "6"])`.
    package func spelled(_ range: Range<CodePosition>) -> String {
        var text = ""
        for p in range {
            if code.kind(p) == .binaryOperator {
                text += " " + code.text(p) + " "
                continue
            }
            // A trailing comma: `[.iOS(.v13), ]` reads `[.iOS(.v13)]`.
            if code.kind(p) == .comma, code.kind(p + 1)?.isCloser == true { continue }
            text += code.text(p)
            if code.kind(p) == .comma || code.kind(p) == .colon { text += " " }
        }
        return text
    }

    // MARK: Tools version and language modes

    /// The version of `// swift-tools-version:5.9` (with or without a space), by component:
    /// `[5, 9]`; nil when the manifest has no such comment.
    package var toolsVersion: [Int]? {
        for token in code.source.tokens where token.kind == .lineComment {
            let comment = code.source.text(of: token).replacingOccurrences(of: " ", with: "")
            guard let range = comment.range(of: "swift-tools-version:") else { continue }
            let version = comment[range.upperBound...].prefix { $0.isNumber || $0 == "." }
            let components = version.split(separator: ".").compactMap { Int($0) }
            return components.isEmpty ? nil : components
        }
        return nil
    }

    /// The major language mode a `SwiftVersion` / `SwiftLanguageMode` spells: `.v5`,
    /// `.v4_2`, `SwiftVersion.v6`, `.version("6")`; nil for anything else.
    package func languageMode(_ expression: Range<CodePosition>) -> Int? {
        guard let last = expression.last, expression.count >= 2 else { return nil }
        if code.kind(last) == .identifier, code.kind(last - 1) == .period, code.text(last).hasPrefix("v"),
            isTypeName(expression.lowerBound..<(last - 1))
        {
            return code.text(last).dropFirst().split(separator: "_").first.flatMap { Int($0) }
        }
        // `.version("6")`
        guard code.kind(last) == .rightParen, let open = code.partner(last), code.isWord(open - 1, "version"),
            code.kind(open - 2) == .period, isTypeName(expression.lowerBound..<(open - 2)),
            let text = string((open + 1)..<last)
        else { return nil }
        return text.split(separator: ".").first.flatMap { Int($0) }
    }

    /// Nothing, or a type's name before a member (`SwiftVersion`, `PackageDescription.SwiftVersion`).
    private func isTypeName(_ range: Range<CodePosition>) -> Bool {
        range.allSatisfy { code.kind($0) == .identifier || code.kind($0) == .period }
    }

    // MARK: Lists

    /// The elements of a list, and whether they are all of it: false when some part of the
    /// list is computed.
    package struct List {
        package var elements: [Range<CodePosition>] = []
        package var isComplete = true
    }

    /// The elements of the list `expression` spells: an array literal, the name of a
    /// top-level `let` or `var` holding one, or a sum of those (`shared + [ … ]`). With
    /// `additions`, what `name.append(…)`, `name.append(contentsOf: …)` and `name += …`
    /// anywhere in the manifest add to a named list counts too; without, a list changed
    /// anywhere else is not read (its value depends on the code around it).
    package func elements(of expression: Range<CodePosition>, additions: Bool = false) -> List {
        elements(of: expression, additions: additions, depth: 0)
    }

    private func elements(of expression: Range<CodePosition>, additions: Bool, depth: Int) -> List {
        var list = List()
        guard depth < Self.depthLimit, !expression.isEmpty else { return List(isComplete: false) }
        for term in terms(of: expression) {
            let first = term.lowerBound
            if code.kind(first) == .leftBracket, code.partner(first) == term.upperBound - 1 {
                list.elements += code.splitTopLevel(from: first + 1, to: term.upperBound - 1).filter { !$0.isEmpty }
            } else if let (name, value) = declaredValue(of: term) {
                let held = elements(of: value, additions: additions, depth: depth + 1)
                list.elements += held.elements
                list.isComplete = list.isComplete && held.isComplete
                if additions {
                    let added = self.additions(to: [name], depth: depth + 1)
                    list.elements += added.elements
                    list.isComplete = list.isComplete && added.isComplete
                } else if isChanged(name) {
                    return List(isComplete: false)
                }
            } else {
                list.isComplete = false
            }
        }
        return list
    }

    /// `expression` split at its top-level `+`s.
    private func terms(of expression: Range<CodePosition>) -> [Range<CodePosition>] {
        var terms: [Range<CodePosition>] = []
        var start = expression.lowerBound
        var q = start
        while q < expression.upperBound {
            if code.kind(q) == .binaryOperator, code.text(q) == "+" {
                terms.append(start..<q)
                start = q + 1
            }
            q = code.atomEnd(q)
        }
        terms.append(start..<expression.upperBound)
        return terms
    }

    /// What code anywhere in the manifest adds to the list that `path` names (`package`,
    /// `targets`: `package.targets`): the argument of `append(_:)`, the elements of
    /// `append(contentsOf:)` and of `+=`'s right side.
    package func additions(to path: [String]) -> List {
        additions(to: path, depth: 0)
    }

    private func additions(to path: [String], depth: Int) -> List {
        var list = List()
        for p in code.positions where isReference(at: p, to: path) {
            let next = p + 2 * path.count - 1
            if code.kind(next) == .period, code.isWord(next + 1, "append"), code.kind(next + 2) == .leftParen,
                let close = code.partner(next + 2)
            {
                let arguments = (next + 3)..<close
                if let added = argument("contentsOf", in: arguments) {
                    let held = elements(of: added, additions: false, depth: depth)
                    list.elements += held.elements
                    list.isComplete = list.isComplete && held.isComplete
                } else {
                    list.elements.append(arguments)
                }
            } else if code.kind(next) == .binaryOperator, code.text(next) == "+=" {
                let end = code.enclosingBrace(of: next).flatMap { code.partner($0) } ?? code.endPosition
                let held = elements(of: (next + 1)..<code.statementEnd(from: next + 1, before: end), additions: false, depth: depth)
                list.elements += held.elements
                list.isComplete = list.isComplete && held.isComplete
            }
        }
        return list
    }

    /// Whether `path` (`package`, `targets`) is spelled from `p`: `package.targets`, not
    /// itself a member of something else.
    private func isReference(at p: CodePosition, to path: [String]) -> Bool {
        guard code.kind(p - 1) != .period else { return false }
        for (index, name) in path.enumerated() {
            let q = p + 2 * index
            guard code.text(q) == name, code.kind(q) == .identifier || code.kind(q) == .keyword,
                index == 0 || code.kind(q - 1) == .period
            else { return false }
        }
        return true
    }

    /// Whether the top-level `name` is used anywhere but as a value read whole: a member
    /// reached through it (`name.append`), an assignment, a subscript.
    private func isChanged(_ name: String) -> Bool {
        let declared = declarations[name]?.name
        for p in code.positions where p != declared && code.kind(p) == .identifier && code.text(p) == name {
            // `.name`, `name:`, and the name declared again in another branch of an `#if`.
            guard code.kind(p - 1) != .period, code.kind(p + 1) != .colon, !code.isAny(p - 1, of: ["let", "var"]) else { continue }
            switch code.kind(p + 1) {
            case nil, .comma, .rightParen, .rightBracket, .rightBrace, .semicolon: continue
            case .binaryOperator where !Self.isAssignment(code.text(p + 1)): continue
            default: if !code.endsStatement(before: p + 1) { return true }
            }
        }
        return false
    }

    /// `=`, `+=`, `-=`…, not `==`, `!=`, `<=`, `>=`.
    private static func isAssignment(_ operatorText: String) -> Bool {
        operatorText.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(operatorText)
    }

    // MARK: Changes

    /// A member of some value the manifest changes after building it:
    /// `package.platforms = …`, `$0.swiftSettings?.append(…)`.
    package struct MemberChange: Equatable {
        /// The name the member is reached through (`package`, `$0`, `target`), when one name.
        package var receiver: String?
        package var member: String
    }

    /// Where the manifest assigns or appends to one of `members` of some value.
    package func changes(ofMembers members: Set<String>) -> [MemberChange] {
        var found: [MemberChange] = []
        for p in code.positions where code.kind(p) == .period && code.isAny(p + 1, members) {
            var q = p + 2
            while code.kind(q) == .postfixOperator, code.text(q) == "?" || code.text(q) == "!" { q += 1 }
            let assigns = code.kind(q) == .binaryOperator && Self.isAssignment(code.text(q))
            let mutates = code.kind(q) == .period && ["append", "insert", "remove", "replace"].contains { code.text(q + 1).hasPrefix($0) }
            guard assigns || mutates else { continue }
            let receiver = code.kind(p - 1) == .identifier || code.kind(p - 1) == .dollarIdentifier ? code.text(p - 1) : nil
            found.append(MemberChange(receiver: receiver, member: code.text(p + 1)))
        }
        return found
    }
}
