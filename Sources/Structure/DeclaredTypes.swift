import Tokenizer

/// The types a file declares or extends, read for what the type of a value needs
/// (`TypeTable`, `ValueTypes`): each one's supertypes and generic parameters, and the types
/// of its members as declared — properties (`let api: APIClient`, `let api = APIClient()`),
/// enum cases, and methods' results. The file's top-level `let`, `var` and `func` are the
/// members of a type named "".
extension CodeView {
    /// A type as written, by its last name component: `Repository` for
    /// `Core.Repository?`; `Array` for `[T]`, `Dictionary` for `[K: V]`; `()` for a tuple or
    /// a function type.
    package struct TypeReference: Hashable, Sendable {
        package var name: String
        /// Whether it has generic arguments (`[T]`, `Box<T>`), on which its members' types
        /// may depend.
        var isGeneric: Bool

        static let nonNominal = TypeReference(name: "()", isGeneric: true)
    }

    /// One link of a postfix chain: `shared` in `Repository.shared`, `make()` (a call),
    /// `[0]` (a subscript, named `[]`).
    package struct ChainLink: Hashable, Sendable {
        var name: String
        var isCall: Bool

        package init(name: String, isCall: Bool) {
            self.name = name
            self.isCall = isCall
        }
    }

    /// How a member's type is declared.
    package enum DeclaredMemberType: Hashable, Sendable {
        /// Written: `let api: APIClient`, `func make() -> APIClient`.
        case written(TypeReference)
        /// Left to an initializer that is a chain: `let api = APIClient.shared`.
        case initializer([ChainLink])
        /// Declared, but in a way not followed (`lazy var api = { … }()`).
        case unknown
    }

    /// A type's (or an extension's) declaration in this file.
    package struct DeclaredType: Sendable {
        var name: String
        /// `class`, `struct`, `enum`, `actor`, `protocol`, `extension`; "" for the file's top level.
        var keyword: String
        var inherited: [String]
        var genericParameters: [String]
        var properties: [String: DeclaredMemberType] = [:]
        var methods: [String: DeclaredMemberType] = [:]
    }

    /// Every type body of the file, and its top level (computed once per file version).
    package func declaredTypes() -> [DeclaredType] {
        analyses.value(DeclaredTypesKey.self) { readDeclaredTypes() }
    }

    /// Whether the file's declaration of the type `name` is a `class` or an `actor` (its
    /// values are references); nil when the file does not declare it. In the file, the name
    /// means that declaration, whatever other files and modules declare.
    package func declaresReferenceType(named name: String) -> Bool? {
        let found = declaredTypes().filter { $0.name == name && $0.keyword != "extension" && !$0.keyword.isEmpty }
        return found.isEmpty ? nil : found.allSatisfy { $0.keyword == "class" || $0.keyword == "actor" }
    }

    private func readDeclaredTypes() -> [DeclaredType] {
        var types: [CodePosition: DeclaredType] = [:]
        var topLevel = DeclaredType(name: "", keyword: "", inherited: [], genericParameters: [])
        for (_, opens) in typeBodies() {
            for open in opens {
                guard let declaration = typeDeclaration(open) else { continue }
                types[open] = DeclaredType(
                    name: declaration.simpleName, keyword: declaration.keyword, inherited: declaration.inheritedNames,
                    genericParameters: genericParameters(ofDeclarationBefore: open))
            }
        }
        for p in positions where kind(p) == .keyword && (isWord(p, "var") || isWord(p, "let") || isWord(p, "func") || isWord(p, "case")) {
            if let open = enclosingBrace(of: p) {
                // Members of a type; not a function's locals.
                if types[open] != nil { readMember(at: p, into: &types[open]!) }
            } else {
                readMember(at: p, into: &topLevel)
            }
        }
        return types.keys.sorted().map { types[$0]! } + [topLevel]
    }

    /// Adds the member declared by the `var`, `let`, `func` or `case` at `p`.
    private func readMember(at p: CodePosition, into owner: inout DeclaredType) {
        let name = p + 1
        switch text(p) {
        case "case":
            // `case a, b(Int)` in an enum: values of the enum.
            guard owner.keyword == "enum", startsStatement(p) else { return }
            let type = DeclaredMemberType.written(TypeReference(name: owner.name, isGeneric: false))
            var q = name
            while kind(q) == .identifier {
                owner.properties[text(q)] = type
                owner.methods[text(q)] = type
                q = atomEnd(q + 1)
                guard kind(q) == .comma else { break }
                q += 1
            }
        case "func":
            guard kind(name) == .identifier else { return }
            var q = genericArgumentsEnd(name + 1) ?? name + 1
            guard kind(q) == .leftParen else { return }
            q = atomEnd(q)
            while isWord(q, "async") || isWord(q, "throws") || isWord(q, "rethrows") || isWord(q, "reasync") {
                q += 1
                if kind(q) == .leftParen, isWord(q - 1, "throws") { q = atomEnd(q) }  // `throws(E)`
            }
            let type = kind(q) == .arrow ? typeReference(at: q + 1).map(DeclaredMemberType.written) ?? .unknown : .written(.nonNominal)
            add(type, named: text(name), to: &owner.methods)
        default:
            // `var x: T`, `let x = T()`; a pattern (`let (a, b) = …`) is not followed.
            guard kind(name) == .identifier else { return }
            let type: DeclaredMemberType
            if kind(name + 1) == .colon {
                type = typeReference(at: name + 2).map(DeclaredMemberType.written) ?? .unknown
            } else if isWord(name + 1, "=") {
                type = initializerType(from: name + 2)
            } else {
                type = .unknown
            }
            add(type, named: text(name), to: &owner.properties)
        }
    }

    /// Overloads that disagree on their type make it unknown.
    private func add(_ type: DeclaredMemberType, named name: String, to members: inout [String: DeclaredMemberType]) {
        if let existing = members[name], existing != type {
            members[name] = .unknown
        } else {
            members[name] = type
        }
    }

    /// What an initializer starting at `start` says of its type: a chain ending the
    /// expression (`APIClient()`, `Repository.shared`, `try await makeClient()`), or a cast
    /// ending it (`… as! Repository`); `.unknown` for anything else.
    func initializerType(from start: CodePosition) -> DeclaredMemberType {
        var first = start
        while isAny(first, of: ["try", "await"]) {
            first += 1
            if kind(first) == .postfixOperator, isAny(first, of: ["?", "!"]) { first += 1 }
        }
        let end = chainEnd(startingAt: first)
        if isWord(end, "as"), let type = typeReference(at: isAny(end + 1, of: ["?", "!"]) ? end + 2 : end + 1) {
            return .written(type)
        }
        guard end > first, endsExpression(before: end), let links = chainLinks(first..<end) else { return .unknown }
        return .initializer(links)
    }

    /// Whether an expression ends before `p`: at the end of its statement, a `,`, a
    /// condition's `{` or `else`, or a closing bracket.
    private func endsExpression(before p: CodePosition) -> Bool {
        guard let kind = kind(p) else { return true }
        return endsStatement(before: p) || kind == .comma || kind == .leftBrace || kind.isCloser || isWord(p, "else")
    }

    /// The links of the postfix chain `range` (as `chainStart` finds it): nil when its first
    /// link is not a name (`(a + b).c`, `"x".count`, `[1, 2].first`), or a call is passed a
    /// type (`container.resolve(Repository.self)`).
    func chainLinks(_ range: Range<CodePosition>) -> [ChainLink]? {
        var links: [ChainLink] = []
        var q = range.lowerBound
        guard kind(q) == .identifier || kind(q) == .dollarIdentifier || isAny(q, of: ["self", "Self", "super"]) else { return nil }
        links.append(ChainLink(name: text(q), isCall: false))
        q += 1
        while q < range.upperBound {
            switch kind(q) {
            case .period?:
                guard isName(q + 1) else { return nil }
                links.append(ChainLink(name: text(q + 1), isCall: false))
                q += 2
            case .leftParen?, .leftBrace?:
                // `resolve(Repository.self)`: a generic result, which the links cannot tell.
                if kind(q) == .leftParen, ((q + 1)..<atomEnd(q)).contains(where: { isWord($0, "self") && kind($0 - 1) == .period }) {
                    return nil
                }
                links[links.count - 1].isCall = true
                q = atomEnd(q)
            case .leftBracket?:
                links.append(ChainLink(name: "[]", isCall: false))
                q = atomEnd(q)
            case .postfixOperator? where isAny(q, of: ["?", "!"]):
                q += 1
            default:
                return nil
            }
        }
        return links
    }

    /// The type written at `q` (`Repository`, `Core.Repository?`, `@escaping () -> Void`,
    /// `[Item]`); nil where no type starts, or for a metatype (`T.Type`).
    package func typeReference(at start: CodePosition) -> TypeReference? {
        var q = start
        while kind(q) == .atSign { q += 2 }  // `@escaping`, `@MainActor`
        while isAny(q, of: ["inout", "some", "any", "borrowing", "consuming", "sending", "__owned"]) { q += 1 }
        if kind(q) == .leftBracket, let close = partner(q) {
            let isDictionary = ((q + 1)..<close).contains { kind($0) == .colon && partner($0) == nil }
            return TypeReference(name: isDictionary ? "Dictionary" : "Array", isGeneric: true)
        }
        if kind(q) == .leftParen { return .nonNominal }
        guard kind(q) == .identifier || isAny(q, of: ["Self", "Any"]) else { return nil }
        var name = text(q)
        var isGeneric = false
        q += 1
        while true {
            if let end = genericArgumentsEnd(q) {
                if name == "Optional", let wrapped = typeReference(at: q + 1) { return wrapped }
                isGeneric = true
                q = end
            }
            guard isWord(q, "."), kind(q + 1) == .identifier || isWord(q + 1, "Type") else { break }
            if isAny(q + 1, of: ["Type", "Protocol"]) { return nil }
            name = text(q + 1)
            isGeneric = false
            q += 2
        }
        if kind(q) == .arrow { return .nonNominal }
        return TypeReference(name: name, isGeneric: isGeneric)
    }

    /// The generic parameters of the type or function declared before the `{` at `open`:
    /// `T`, `U` in `struct Box<T, U: P> {`.
    func genericParameters(ofDeclarationBefore open: CodePosition) -> [String] {
        guard let head = statementHead(ofBrace: open) else { return [] }
        let keyword = declarationKeyword(from: head, before: open)
        var q = keyword + 2
        while isWord(q, "."), isName(q + 1) { q += 2 }  // `extension A.B`
        guard let end = genericArgumentsEnd(q), end <= open else { return [] }
        return (q..<end).filter { kind($0) == .identifier && (isAny($0 - 1, of: ["<", ","]) || text($0 - 1).hasSuffix("<")) }
            .map { text($0) }
    }
}

private enum DeclaredTypesKey: FileAnalysisKey { typealias Value = [CodeView.DeclaredType] }
