import Tokenizer

/// The type of a value in the code: a chain's (`self.client.session`), a local's (from its
/// declared type or its initializer), a parameter's — as far as the run's declarations
/// (`TypeTable`) and the scopes around it tell, and `.unknown` where they do not (a
/// closure's parameter without a type, a call whose result is not declared).
extension CodeView {
    /// The type of the chain `range` (a receiver as `receiver(ofMemberAt:)` gives it) at
    /// code position `p`.
    package func valueType(of range: Range<CodePosition>, at p: CodePosition, types: TypeTable, depth: Int = 0) -> ValueType {
        guard !range.isEmpty else { return .unknown }
        // `(x as Repository).load()`, `(x).load()`.
        if kind(range.lowerBound) == .leftParen, partner(range.lowerBound) == range.upperBound - 1 {
            let inside = (range.lowerBound + 1)..<(range.upperBound - 1)
            if let cast = inside.last(where: { isWord($0, "as") }) {
                let type = typeReference(at: isAny(cast + 1, of: ["?", "!"]) ? cast + 2 : cast + 1)
                return type.map { ValueType.instance($0) } ?? .unknown
            }
            return valueType(of: inside, at: p, types: types, depth: depth)
        }
        guard let links = chainLinks(range) else { return .unknown }
        return types.member(links.dropFirst(), of: firstLinkType(links[0], at: p, types: types, depth: depth), depth: depth)
    }

    /// A chain's first link at `p`: a local name (parameter, constant, variable), else what
    /// the enclosing type and the run declare under that name.
    private func firstLinkType(_ link: ChainLink, at p: CodePosition, types: TypeTable, depth: Int) -> ValueType {
        let context = enclosingType(of: p)?.simpleName
        guard link.name != "self", link.name != "Self", link.name != "super" else {
            return types.firstLink(link, in: context, depth: depth)
        }
        if link.name.hasPrefix("$") { return .unknown }
        guard let local = localDeclarations(visibleAt: p)[link.name] else {
            return types.firstLink(link, in: context, depth: depth)
        }
        guard !link.isCall, let position = local.position, depth < TypeTable.depthLimit else { return .unknown }
        return localType(at: position, site: p, types: types, depth: depth + 1)
    }

    /// The type of the local name bound at `position`: written (`let api: APIClient`,
    /// `(api: APIClient)`), or its initializer's (`let api = APIClient()`, `guard let api =
    /// self.api`), or the outer name's (`guard let api else`). A generic parameter of the
    /// functions and types around `site`, where the name is used, is not a type the run
    /// declares: unknown.
    private func localType(at position: CodePosition, site: CodePosition, types: TypeTable, depth: Int) -> ValueType {
        if kind(position + 1) == .colon {
            guard let type = typeReference(at: position + 2) else { return .unknown }
            return genericParameters(around: site).contains(type.name) ? .unknown : .instance(type)
        }
        if isWord(position + 1, "=") {
            switch initializerType(from: position + 2) {
            case .written(let type): return .instance(type)
            case .initializer(let links):
                // Read where the declaration starts: `var request = request` is the outer one.
                return types.member(
                    links.dropFirst(), of: firstLinkType(links[0], at: position - 1, types: types, depth: depth), depth: depth)
            case .unknown: return .unknown
            }
        }
        // `if let api {`, `guard let api else`: the outer `api`, unwrapped.
        if isAny(position - 1, of: ["let", "var"]), kind(position + 1) == .leftBrace || kind(position + 1) == .comma
            || isWord(position + 1, "else")
        {
            return firstLinkType(ChainLink(name: text(position), isCall: false), at: position - 1, types: types, depth: depth)
        }
        return .unknown
    }

    /// The generic parameters of the functions and types around `p`.
    func genericParameters(around p: CodePosition) -> Set<String> {
        var names: Set<String> = []
        var brace = enclosingBrace(of: p)
        while let open = brace {
            switch braceKind(open) {
            case .function, .type: names.formUnion(genericParameters(ofDeclarationBefore: open))
            case .closure, .statement: break
            }
            brace = enclosingBrace(of: open)
        }
        return names
    }
}
