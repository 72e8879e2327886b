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

    /// The first member of `self` that the body `body` itself runs (not a closure or function
    /// nested in it, which runs when it is called) reads, changes or calls, with where: `self.x`
    /// or `self?.x`, or a name the type whose body's `{` is at `typeBody` declares as an
    /// instance member, written without `self` where no local of that name is visible; a
    /// constant stored property of that body (`constantInstanceProperties`) excepted. A
    /// member the body cannot see declared (in an extension, another file) counts.
    package func firstSelfStateUse(in body: Range<CodePosition>, typeBody: CodePosition) -> (name: String, at: CodePosition)? {
        let constants = constantInstanceProperties(ofTypeBody: typeBody)
        let members = instanceMembers(ofTypeBody: typeBody)
        for p in body where isOwn(p, in: body) {
            if isWord(p, "self") {
                var q = p + 1
                if kind(q) == .postfixOperator, isAny(q, of: ["?", "!"]) { q += 1 }
                guard kind(q) == .period, kind(q + 1) == .identifier else { continue }
                let name = text(q + 1)
                if !constants.contains(name) { return (name, p) }
                continue
            }
            guard kind(p) == .identifier, isUse(p), members.contains(text(p)), !constants.contains(text(p)),
                localNames(visibleAt: p)[text(p)] == nil
            else { continue }
            return (text(p), p)
        }
        return nil
    }
}
