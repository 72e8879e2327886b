import Tokenizer

/// Names declared in the scopes around a position, and the names the tool introduces there.
extension CodeView {
    package enum Binding: Equatable {
        /// `let x`, `if let x`, `guard let x`, `for x in`.
        case constant
        /// `var x`, `if var x`.
        case variable
        /// A parameter of the function or of a closure around the position.
        case parameter
    }

    /// A local name's declaration.
    package struct LocalName: Equatable {
        var binding: Binding
        /// The code position of the name where it is bound; nil for the `error` a bare
        /// `catch` binds.
        package var position: CodePosition?
        /// Where the name is bound: its position, or the `{` of the `catch` block whose
        /// implicit `error` it is — to tell whether a range of code binds it itself.
        package var site: CodePosition?
    }

    /// The local names declared before `p` in the blocks, closures and functions around it
    /// (out to the enclosing type's body or the file), with how each is bound. A name bound
    /// again further in is reported with its innermost binding.
    package func localNames(visibleAt p: CodePosition) -> [String: Binding] {
        localDeclarations(visibleAt: p).mapValues(\.binding)
    }

    /// `localNames(visibleAt:)` with where each name is bound.
    package func localDeclarations(visibleAt p: CodePosition) -> [String: LocalName] {
        var names: [String: LocalName] = [:]
        func bind(_ name: String, _ binding: Binding, at position: CodePosition?, site: CodePosition? = nil) {
            if names[name] == nil { names[name] = LocalName(binding: binding, position: position, site: site ?? position) }
        }
        var brace = enclosingBrace(of: p)
        while let open = brace, typeDeclaration(open) == nil {
            var q = open + 1
            // The closure's parameters, or the function's: bound after what the body declares
            // before `p`, which hides them.
            var parameters: [CodePosition] = []
            if braceKind(open) == .closure {
                let signature = closureSignature(open: open)
                parameters = signature.parameterPositions.filter { kind($0) != .wildcard }
                q = signature.bodyStart
            }
            let isSwitchBody = statementHead(ofBrace: open).map { isWord($0, "switch") } ?? false
            // Declarations between the brace and `p`, outside blocks closed before `p`, up
            // to the next brace around `p` (whose own turn reads what it declares).
            var declared: [(CodePosition, Binding)] = []
            while q < p {
                if kind(q) == .leftBrace {
                    guard let close = partner(q), close < p else { break }
                    q = close + 1
                    continue
                }
                // `if let x`, `for x in`, `catch let e`: bound in the block only, so a block
                // closed before `p` takes its condition's names with it.
                if kind(q) == .keyword, isAny(q, of: ["if", "while", "for", "catch"]),
                    let body = conditionBody(after: q, before: p), let close = partner(body), close < p
                {
                    q = close + 1
                    continue
                }
                // A `case` label's bindings are its body's, not the next label's.
                if isSwitchBody, kind(q) == .keyword, isAny(q, of: ["case", "default"]), startsStatement(q) {
                    declared.removeAll()
                }
                if kind(q) == .keyword, isAny(q, of: ["let", "var", "for"]) {
                    let binding: Binding = isWord(q, "var") ? .variable : .constant
                    declared += boundNames(after: q, before: p).map { ($0, binding) }
                }
                q += 1
            }
            for (position, binding) in declared.reversed() { bind(text(position), binding, at: position) }
            for position in parameters { bind(text(position), .parameter, at: position) }
            // `catch { … }` binds `error` itself.
            if braceKind(open) == .statement, isWord(open - 1, "catch") { bind("error", .constant, at: nil, site: open) }
            if let function = functionDeclaration(open), let parameters = function.parameters {
                for position in parameterNamePositions(parameters) { bind(text(position), .parameter, at: position) }
            }
            brace = enclosingBrace(of: open)
        }
        return names
    }

    /// The names the `let`, `var` or `for` at `keyword` binds before `end`, as code
    /// positions: `let x`, `let (a, b)`, `case let .failure(error)`, `.success(let value)`,
    /// `let a = 1, b = 2`.
    private func boundNames(after keyword: CodePosition, before end: CodePosition) -> [CodePosition] {
        var r = keyword + 1
        if isWord(r, "case") { r += 1 }  // `for case let …`
        if kind(r) == .period, isName(r + 1), kind(r + 2) == .leftParen { r += 2 }  // `case let .a(x)`
        if kind(r) == .leftParen, let close = partner(r) {
            // Not labels (`x:`) nor nested enum cases (`.a`).
            return ((r + 1)..<close).filter {
                kind($0) == .identifier && kind($0 + 1) != .colon && kind($0 - 1) != .period
            }
        }
        guard kind(r) == .identifier else { return [] }
        var names = [r]
        // `let a = 1, b = 2`: the names after the declaration's top-level commas.
        var s = atomEnd(r)
        while s < end, !endsStatement(before: s), kind(s) != .leftBrace, !isAny(s, of: ["let", "var", "case", "else"]) {
            if kind(s) == .comma, kind(s + 1) == .identifier, kind(s + 2) == .colon || isWord(s + 2, "=") {
                names.append(s + 1)
            }
            s = genericArgumentsEnd(s) ?? atomEnd(s)
        }
        return names
    }

    /// The `{` of the block that the `if`, `while`, `for` or `catch` at `keyword` opens (not
    /// the `while` of a `repeat`, whose statement ends first).
    private func conditionBody(after keyword: CodePosition, before end: CodePosition) -> CodePosition? {
        var q = keyword + 1
        while q < end, let kind = kind(q), kind != .rightBrace, kind != .semicolon, !startsStatement(q) {
            if kind == .leftBrace { return q }
            q = atomEnd(q)
        }
        return nil
    }

    /// The code positions of the names a parameter list binds: `(_ id: Int, for user: User)`
    /// → `id`, `user`.
    func parameterNamePositions(_ list: Range<CodePosition>) -> [CodePosition] {
        var names: [CodePosition] = []
        var piece: [CodePosition] = []
        var q = list.lowerBound + 1
        var inType = false
        while q < list.upperBound {
            if kind(q) == .comma || q == list.upperBound - 1 {
                // `label name`, or `name` alone: the last name before the `:`.
                if let name = piece.last, kind(name) != .wildcard { names.append(name) }
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

    /// Whether the identifier at `p` refers to a value by its name: not a member (`.name`),
    /// not an argument label (`f(name: 1)`).
    package func isUse(_ p: CodePosition) -> Bool {
        guard kind(p) == .identifier else { return false }
        if kind(p - 1) == .period { return false }
        if kind(p + 1) == .colon, let before = kind(p - 1), before == .leftParen || before == .comma { return false }
        return true
    }

    /// The names the statements of `range` declare in its own scope (`let x`, `var (a, b)`,
    /// `guard let x`, `func f`), not those of their blocks or `if let` conditions.
    package func declaredNames(inStatementsOf range: Range<CodePosition>) -> Set<String> {
        var names: Set<String> = []
        for statement in statements(in: range) {
            guard isAny(statement.lowerBound, of: ["let", "var", "func", "guard"]) else { continue }
            var p = statement.lowerBound
            while p < statement.upperBound, kind(p) != .leftBrace {
                if kind(p) == .keyword, isAny(p, of: ["let", "var", "func"]) {
                    if isName(p + 1) { names.insert(text(p + 1)) }
                    if kind(p + 1) == .leftParen, let close = partner(p + 1) {
                        for q in (p + 2)..<close where kind(q) == .identifier { names.insert(text(q)) }
                    }
                }
                p = atomEnd(p)
            }
        }
        return names
    }

    /// The identifiers used in `range`.
    package func identifiers(in range: Range<CodePosition>) -> Set<String> {
        var names: Set<String> = []
        for p in range where kind(p) == .identifier || kind(p) == .dollarIdentifier { names.insert(text(p)) }
        return names
    }

    /// A name for something the tool introduces into the code `range` (a closure's body
    /// moved into a loop, a function given a continuation): `base`, or `base2`, `base3`… —
    /// the first that no code in `range` uses, the names in `freed` aside (those the rewrite
    /// removes, such as the promise a continuation replaces). `FreshNames` is its
    /// counterpart for several names in a block.
    package func freshName(_ base: String, unusedIn range: Range<CodePosition>, freeing freed: Set<String> = []) -> String {
        FreshNames.name(base, avoiding: identifiers(in: range).subtracting(freed))
    }
}

/// Names the tool introduces (`valueStream`, `value`, `continuation`): `base`, or `base2`,
/// `base3`… — the first that no code in its scope uses and that was not given there
/// already, so two sites in one block get different names and sites in different
/// functions do not number each other's.
package struct FreshNames {
    let view: CodeView
    private var given: [CodePosition?: Set<String>] = [:]

    package init(_ view: CodeView) { self.view = view }

    /// A name for a declaration put in the block whose `{` is at `scope` (nil: the file's
    /// top level).
    package mutating func name(_ base: String, inBlock scope: CodePosition?) -> String {
        let block = scope.map { $0..<(view.partner($0) ?? view.endPosition) } ?? view.positions
        let used = view.identifiers(in: block).union(given[scope, default: []])
        let name = Self.name(base, avoiding: used)
        given[scope, default: []].insert(name)
        return name
    }

    /// `base`, or the first of `base2`, `base3`… not in `used`.
    package static func name(_ base: String, avoiding used: Set<String>) -> String {
        var name = base
        var counter = 2
        while used.contains(name) {
            name = base + "\(counter)"
            counter += 1
        }
        return name
    }
}
