import Tokenizer

/// What one file declares about its types, as far as the isolation of their members goes:
/// each `class`, `struct`, `enum`, `actor`, `protocol` and `extension` with the words that
/// decide it, and the global actors the file declares. Names only — no positions, no
/// tokens — so that a run keeps one for every file of a module (`ModuleTypes`) and answers
/// isolation across them.
package struct TypeSummary: Sendable, Equatable {
    /// One type declaration or extension, as its head writes it.
    package struct Declaration: Sendable, Equatable {
        /// The name's last component: `Inner` for `extension Outer.Inner`.
        package var name: String
        /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
        package var keyword: String
        /// The attributes that may name a global actor: those spelled as a type is
        /// (upper-case), by their last component (`MainActor` for `@_Concurrency.MainActor`).
        package var actorAttributes: [String]
        /// Written `nonisolated` (SE-0449): no isolation is inferred for it.
        package var isNonisolated: Bool
        /// The inheritance or conformance list, by last component (`View` for `SwiftUI.View`).
        package var inherited: [String]
        /// The type whose body declares it, if nested (by last component): a nested type does
        /// not take the default isolation inside an actor or a nonisolated type.
        package var outer: String?
        /// Declared in a function's, closure's or block's body (`outer` is then the type
        /// around that body): a name of that body alone.
        package var isLocal: Bool
        /// `private` or `fileprivate`: a name of its file alone.
        package var isFilePrivate: Bool
        /// Its generic parameters (`Box<Task>`): names in its body and its extensions.
        package var genericParameters: [String]
        /// Its body sets `continueAfterFailure = false` (an XCTest base class's `setUp`): a
        /// synchronous test of it stops at its first failure.
        package var stopsAtFirstFailure: Bool

        package init(
            name: String, keyword: String, actorAttributes: [String] = [], isNonisolated: Bool = false,
            inherited: [String] = [], outer: String? = nil, isLocal: Bool = false, isFilePrivate: Bool = false,
            genericParameters: [String] = [], stopsAtFirstFailure: Bool = false
        ) {
            self.name = name
            self.keyword = keyword
            self.actorAttributes = actorAttributes
            self.isNonisolated = isNonisolated
            self.inherited = inherited
            self.outer = outer
            self.isLocal = isLocal
            self.isFilePrivate = isFilePrivate
            self.genericParameters = genericParameters
            self.stopsAtFirstFailure = stopsAtFirstFailure
        }
    }

    package var declarations: [Declaration]
    /// The global actors the file declares (`@globalActor actor DatabaseActor`).
    package var globalActors: Set<String>
    /// The type aliases and associated types the file declares (keyword `typealias` or
    /// `associatedtype`; name, and `outer` when in a type's body): names its code may use
    /// for a type as a type declaration's name is.
    package var aliases: [Declaration]
    /// The functions and initializers the file declares `async` (keyword `func`, name, and
    /// `outer` when in a type's body or extension; `init` for an initializer): a call of a
    /// synchronous overload of the same name picks them once its code is async.
    package var asyncFunctions: [Declaration]
    /// The functions whose last parameter takes a closure (`func write(_ block: () throws ->
    /// Result)`), each with the type whose body or extension holds it: what a trailing
    /// closure passed to them may do.
    package var closureFunctions: [ClosureFunction]

    /// A function whose last parameter is of a function type.
    package struct ClosureFunction: Sendable, Equatable {
        package var name: String
        /// The type whose body or extension declares it; nil at the top level.
        package var outer: String?
        /// Whether a closure it takes may outlive the call: a closure parameter `@escaping` or
        /// optional (an optional closure escapes); false only where every closure it takes is
        /// called, if at all, before it returns.
        package var escapes: Bool

        package init(name: String, outer: String?, escapes: Bool) {
            self.name = name
            self.outer = outer
            self.escapes = escapes
        }
    }

    package init(
        declarations: [Declaration], globalActors: Set<String> = [], aliases: [Declaration] = [], asyncFunctions: [Declaration] = [],
        closureFunctions: [ClosureFunction] = []
    ) {
        self.declarations = declarations
        self.globalActors = globalActors
        self.aliases = aliases
        self.asyncFunctions = asyncFunctions
        self.closureFunctions = closureFunctions
    }

    /// The attributes among `attributes` that may name a global actor, by last component.
    static func actorAttributes(among attributes: [String]) -> [String] {
        attributes.map(CodeView.TypeDeclaration.lastComponent(of:)).filter { $0.first?.isUppercase == true }
    }
}

extension CodeView {
    /// The summary of the types this file declares (computed once per file version). Every
    /// file of a module is summarized, so the nesting comes from the bodies' brace pairs, not
    /// from the table of every position's enclosing brace.
    package func typeSummary() -> TypeSummary {
        analyses.value(TypeSummaryKey.self) {
            var declarations: [TypeSummary.Declaration] = []
            // The type bodies around the one at hand: their `}` and name.
            var enclosing: [(close: CodePosition, name: String)] = []
            for open in typeBodies().values.joined().sorted() {
                while let last = enclosing.last, last.close < open { enclosing.removeLast() }
                guard let declaration = summarizedType(open, outer: enclosing.last?.name) else { continue }
                declarations.append(declaration)
                enclosing.append((close: partner(open) ?? open, name: declaration.name))
            }
            return TypeSummary(
                declarations: declarations, globalActors: globalActorNames(), aliases: typeAliases(), asyncFunctions: asyncFunctions(),
                closureFunctions: closureFunctions())
        }
    }

    /// The `typealias` and `associatedtype` declarations of the file, each with the type
    /// whose body holds it; not an alias that only names the standard type of its name
    /// (`typealias Error = Swift.Error`, `typealias Future = Combine.Future`).
    private func typeAliases() -> [TypeSummary.Declaration] {
        guard source.mayContainName(Array("typealias".utf8)) || source.mayContainName(Array("associatedtype".utf8)) else {
            return []
        }
        return positions.compactMap { p in
            guard isWord(p, "typealias") || isWord(p, "associatedtype"), kind(p + 1) == .identifier else { return nil }
            let name = text(p + 1)
            if isWord(p + 2, "="), isAny(p + 3, of: ["Swift", "_Concurrency", "Combine"]), kind(p + 4) == .period,
                text(p + 5) == name, endsStatement(before: p + 6) || p + 6 >= endPosition
            {
                return nil
            }
            let modifiers = attributesAndModifiers(from: statementStart(holding: p), before: p).modifiers
            return TypeSummary.Declaration(
                name: name, keyword: text(p), outer: enclosingType(of: p)?.simpleName, isLocal: isLocal(p),
                isFilePrivate: modifiers.contains("private") || modifiers.contains("fileprivate"))
        }
    }

    /// The `async` functions and initializers of the file (`func load() async`, `init(…) async
    /// throws`), each with the type whose body or extension holds it.
    private func asyncFunctions() -> [TypeSummary.Declaration] {
        guard source.mayContainName(Array("async".utf8)) else { return [] }
        return positions.compactMap { p in
            guard let (name, parameters) = declaredFunction(at: p) else { return nil }
            var q = parameters.upperBound
            while q < endPosition, kind(q) != .leftBrace, kind(q) != .arrow, !isWord(q, "where"), !endsStatement(before: q) {
                if isWord(q, "async") {
                    return TypeSummary.Declaration(name: name, keyword: "func", outer: enclosingType(of: p)?.simpleName, isLocal: isLocal(p))
                }
                q = atomEnd(q)
            }
            return nil
        }
    }

    /// The functions of the file whose last parameter takes a closure (`TypeSummary.ClosureFunction`).
    /// Which parameter a trailing closure binds depends on the call, so the closure escapes
    /// when any closure parameter of the function may.
    private func closureFunctions() -> [TypeSummary.ClosureFunction] {
        guard source.mayContainName(Array("func".utf8)) else { return [] }
        return positions.compactMap { p in
            guard isWord(p, "func"), !isLocal(p), let (name, list) = declaredFunction(at: p) else { return nil }
            let parameters = splitTopLevel(from: list.lowerBound + 1, to: list.upperBound - 1).filter { !$0.isEmpty }.map(closureParameter)
            guard let last = parameters.last, let lastEscapes = last else { return nil }
            let escapes = lastEscapes || parameters.contains { $0 == true }
            return TypeSummary.ClosureFunction(name: name, outer: enclosingType(of: p)?.simpleName, escapes: escapes)
        }
    }

    /// The name and parameter list (`(` to `)`) of the function (`func load<T>(…)`) or
    /// initializer (`init?(…)`, named `init`) declared at `p`.
    private func declaredFunction(at p: CodePosition) -> (name: String, parameters: Range<CodePosition>)? {
        let name: String
        var open: CodePosition
        if isWord(p, "func"), kind(p + 1) == .identifier {
            name = text(p + 1)
            open = p + 2
        } else if isWord(p, "init"), kind(p - 1) != .period {
            name = "init"
            open = p + 1
            if kind(open) == .postfixOperator, isAny(open, of: ["?", "!"]) { open += 1 }
        } else {
            return nil
        }
        open = genericArgumentsEnd(open) ?? open
        guard kind(open) == .leftParen, let close = partner(open) else { return nil }
        return (name, open..<(close + 1))
    }

    /// For a parameter (`_ block: (() throws -> Result)`, `work: @escaping () -> Void = {}`)
    /// of a function type, whether the closure may outlive the call (`@escaping`, optional);
    /// nil for a parameter of another type (or one whose type is an alias).
    private func closureParameter(_ parameter: Range<CodePosition>) -> Bool? {
        guard let colon = firstAtTopLevel(of: parameter, where: { kind($0) == .colon }) else { return nil }
        // The type, up to a default value.
        let end = firstAtTopLevel(of: (colon + 1)..<parameter.upperBound, where: { kind($0) == .binaryOperator && text($0) == "=" })
            ?? parameter.upperBound
        var type = (colon + 1)..<end
        guard type.contains(where: { kind($0) == .arrow }) else { return nil }
        var escapes = false
        // `@escaping`, `@Sendable`, `inout`, …, then the function type, maybe in parentheses.
        while let first = type.first, kind(first) == .atSign || isAny(first, of: ["inout", "__owned", "borrowing", "consuming"]) {
            if kind(first) == .atSign, isWord(first + 1, "escaping") { escapes = true }
            type = (kind(first) == .atSign ? atomEnd(first + 1) : first + 1)..<type.upperBound
        }
        guard let first = type.first, let last = type.last else { return nil }
        // `(() -> Void)?`, `(() -> Void)!`: an optional closure escapes.
        if isAny(last, of: ["?", "!"]) { return true }
        // A function type is `(…) -> …` at the top level, or one in parentheses.
        let isFunction = firstAtTopLevel(of: type, where: { kind($0) == .arrow }) != nil || kind(first) == .leftParen && partner(first) == last
        return isFunction ? escapes : nil
    }

    /// Whether the declaration at `p` is in a function's, closure's or block's body.
    private func isLocal(_ p: CodePosition) -> Bool {
        guard let brace = enclosingBrace(of: p) else { return false }
        if case .type = braceKind(brace) { return false }
        return true
    }

    /// The summary of the type or extension whose body the `{` at `open` opens, nested in the
    /// type named `outer`.
    func summarizedType(_ open: CodePosition, outer: String?) -> TypeSummary.Declaration? {
        guard let type = typeDeclaration(open) else { return nil }
        return TypeSummary.Declaration(
            name: type.simpleName, keyword: type.keyword, actorAttributes: TypeSummary.actorAttributes(among: type.attributes),
            isNonisolated: type.modifiers.contains("nonisolated"), inherited: type.inheritedNames, outer: outer,
            isLocal: isLocal(open), isFilePrivate: type.modifiers.contains("private") || type.modifiers.contains("fileprivate"),
            genericParameters: type.keyword == "extension" ? [] : genericParameters(ofDeclarationBefore: open),
            stopsAtFirstFailure: setsContinueAfterFailureFalse(in: open))
    }

    /// Whether the body the `{` at `open` opens sets `continueAfterFailure = false`.
    private func setsContinueAfterFailureFalse(in open: CodePosition) -> Bool {
        guard source.mayContainName(Array("continueAfterFailure".utf8)), let close = partner(open) else { return false }
        return (open..<close).contains { p in
            isWord(p, "continueAfterFailure") && kind(p + 1) == .binaryOperator && text(p + 1) == "=" && isWord(p + 2, "false")
        }
    }
}

private enum TypeSummaryKey: FileAnalysisKey { typealias Value = TypeSummary }
