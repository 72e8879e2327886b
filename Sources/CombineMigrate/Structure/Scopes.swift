/// Names declared in the scopes around a position, and the names the tool introduces there.
extension CodeView {
    enum Binding: Equatable {
        /// `let x`, `if let x`, `guard let x`, `for x in`.
        case constant
        /// `var x`, `if var x`.
        case variable
        /// A parameter of the function or of a closure around the position.
        case parameter
    }

    /// The local names declared before `p` in the blocks, closures and functions around it
    /// (out to the enclosing type's body or the file), with how each is bound. A name bound
    /// again further in is reported with its innermost binding.
    func localNames(visibleAt p: Int) -> [String: Binding] {
        var names: [String: Binding] = [:]
        func bind(_ name: String, _ binding: Binding) {
            if names[name] == nil { names[name] = binding }
        }
        var brace = enclosingBrace(of: p)
        while let open = brace, typeDeclaration(open) == nil {
            var q = open + 1
            // The closure's parameters, or the function's.
            if braceKind(open) == .closure {
                let signature = closureSignature(open: open)
                for name in signature.parameters where name != "_" { bind(name, .parameter) }
                q = signature.bodyStart
            }
            // Declarations between the brace and `p`, outside groups closed before `p`.
            var declared: [(String, Binding)] = []
            while q < p {
                if let kind = kind(q), kind.closer != nil, let close = partner(q), close < p {
                    q = close + 1
                    continue
                }
                if kind(q) == .keyword, isAny(q, ["let", "var", "for"]) {
                    let binding: Binding = isWord(q, "var") ? .variable : .constant
                    var r = q + 1
                    if isWord(r, "case") { r += 1 }  // `for case let …`
                    if kind(r) == .leftParen, let close = partner(r) {
                        for s in (r + 1)..<close where kind(s) == .identifier && !(kind(s + 1) == .colon) {
                            declared.append((text(s), binding))
                        }
                    } else if kind(r) == .identifier {
                        declared.append((text(r), binding))
                    }
                }
                q += 1
            }
            for (name, binding) in declared.reversed() { bind(name, binding) }
            if let function = functionDeclaration(open), let parameters = function.parameters {
                for name in parameterNames(parameters) { bind(name, .parameter) }
            }
            brace = enclosingBrace(of: open)
        }
        return names
    }

    /// The names a parameter list binds: `(_ id: Int, for user: User)` → `id`, `user`.
    func parameterNames(_ list: Range<Int>) -> [String] {
        var names: [String] = []
        var piece: [Int] = []
        var q = list.lowerBound + 1
        var inType = false
        while q < list.upperBound {
            if kind(q) == .comma || q == list.upperBound - 1 {
                // `label name`, or `name` alone: the last name before the `:`.
                if let name = piece.last, kind(name) != .wildcard { names.append(text(name)) }
                piece = []
                inType = false
            } else if kind(q) == .colon {
                inType = true
            } else if !inType, isName(q) {
                piece.append(q)
            }
            q = atomEnd(q)
        }
        return names
    }

    /// The identifiers used in `range`.
    func identifiers(in range: Range<Int>) -> Set<String> {
        var names: Set<String> = []
        for p in range where kind(p) == .identifier || kind(p) == .dollarIdentifier { names.insert(text(p)) }
        return names
    }
}

/// Names the tool introduces (`valueStream`, `value`, `continuation`): `base`, or `base2`,
/// `base3`… — the first that no code in its scope uses and that was not given there
/// already, so two sites in one block get different names and sites in different
/// functions do not number each other's.
struct FreshNames {
    let view: CodeView
    private var given: [Int: Set<String>] = [:]

    init(_ view: CodeView) { self.view = view }

    /// A name for a declaration put in the block whose `{` is at `scope` (-1: the file).
    mutating func name(_ base: String, inBlock scope: Int) -> String {
        let end = scope >= 0 ? (view.partner(scope) ?? view.count) : view.count
        let used = view.identifiers(in: max(0, scope)..<end).union(given[scope, default: []])
        let name = Self.name(base, avoiding: used)
        given[scope, default: []].insert(name)
        return name
    }

    /// `base`, or the first of `base2`, `base3`… not in `used`.
    static func name(_ base: String, avoiding used: Set<String>) -> String {
        var name = base
        var counter = 2
        while used.contains(name) {
            name = base + "\(counter)"
            counter += 1
        }
        return name
    }
}
