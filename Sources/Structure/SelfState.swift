import Tokenizer

/// What of `self` a body touches: the question a rewrite asks before it moves a body to
/// another thread — a `Future`'s closure, which ran on its caller's thread as the Future was
/// made, into an async function that no actor isolates, which runs on the concurrency pool.
extension CodeView {
    /// The constant stored properties (`let`, `static let` too) declared directly in the type
    /// body whose `{` is at `open`: no code or thread changes them once they are made.
    package func constantInstanceProperties(ofTypeBody open: CodePosition) -> Set<String> {
        guard let close = partner(open) else { return [] }
        let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package", "static", "final", "nonisolated"]
        var names: Set<String> = []
        for statement in statements(in: (open + 1)..<close) {
            var p = statement.lowerBound
            while p < statement.upperBound, modifiers.contains(text(p)) { p += 1 }
            if isWord(p, "let"), kind(p + 1) == .identifier { names.insert(text(p + 1)) }
        }
        return names
    }

    /// The first member of `self` that the body `body` runs as it runs (not in a function
    /// nested in it, nor in a closure that mentions `callback`: the callback, which runs when
    /// the work ends) reads, changes or calls, with where: `self.x`, `self?.x`, or the same
    /// through a name bound to `self` (`guard let strongSelf = self`, `[weak owner = self]`),
    /// or a name the type `typeName` declares as an instance member in any of its bodies in
    /// this file, written without `self` where no local of that name is visible; a constant
    /// stored property (`constantInstanceProperties`) excepted. Reached through an explicit
    /// `self`, a member the file does not show declared counts too.
    package func firstSelfStateUse(
        in body: Range<CodePosition>, typeName: String, callback: String?
    ) -> (name: String, at: CodePosition)? {
        let bodies = typeBodies()[TypeDeclaration.lastComponent(of: typeName)] ?? []
        let constants = bodies.reduce(into: Set<String>()) { $0.formUnion(constantInstanceProperties(ofTypeBody: $1)) }
        let members = bodies.reduce(into: Set<String>()) { $0.formUnion(instanceMembers(ofTypeBody: $1)) }
        let selves = selfNames(in: [body])
        func runsNow(_ p: CodePosition) -> Bool {
            for open in enclosingBraces(of: p, inside: body.lowerBound - 1) where opensOwnCode(open) {
                guard braceKind(open) == .closure, let close = partner(open) else { return false }
                if let callback, (open..<close).contains(where: { kind($0) == .identifier && text($0) == callback }) { return false }
            }
            return true
        }
        for p in body where kind(p) == .identifier || kind(p) == .keyword {
            let name = text(p)
            if selves.contains(name) {
                var q = p + 1
                if kind(q) == .postfixOperator, isAny(q, of: ["?", "!"]) { q += 1 }
                guard kind(q) == .period, kind(q + 1) == .identifier, !constants.contains(text(q + 1)), runsNow(p) else { continue }
                return (text(q + 1), p)
            }
            guard kind(p) == .identifier, isUse(p), members.contains(name), !constants.contains(name),
                localNames(visibleAt: p)[name] == nil, runsNow(p)
            else { continue }
            return (name, p)
        }
        return nil
    }
}

extension CodeView {
    /// `self`, and the names `ranges` bind to it: `let strongSelf = self`, `guard let
    /// strongSelf = self`, `[weak owner = self]` (not `x = self.y`).
    package func selfNames(in ranges: [Range<CodePosition>]) -> Set<String> {
        var names: Set<String> = ["self"]
        for range in ranges {
            for p in range where p > range.lowerBound + 1 && isWord(p, "self") && kind(p - 1) == .binaryOperator && text(p - 1) == "="
                && kind(p - 2) == .identifier && kind(p + 1) != .period
            {
                names.insert(text(p - 2))
            }
        }
        return names
    }
}
