import Tokenizer

/// The functions a call may run, as the file declares them: a local function of the blocks
/// around the call, or a method of the type whose code makes it.
extension CodeView {
    /// The functions a call `name(…)` at `p` — alone, or on `self` when `onSelf` — runs as
    /// this file declares them: the local functions named `name` of the innermost block around
    /// `p` that declares one (not for a call on `self`), else the methods named `name` of the
    /// type around `p`, in its body and in its extensions in this file (of a protocol
    /// extension: those of the protocol's extensions), else the functions named `name` at the
    /// file's top level (not for a call on `self`). Nil when the file declares none there:
    /// the call may run a function of another file, a supertype or the standard library.
    package func functionsCalled(_ name: String, at p: CodePosition, onSelf: Bool) -> [FunctionDeclaration]? {
        var brace = enclosingBrace(of: p)
        while !onSelf, let open = brace, typeDeclaration(open) == nil {
            let local = functions(named: name, directlyIn: open)
            if !local.isEmpty { return local }
            brace = enclosingBrace(of: open)
        }
        if let type = enclosingType(of: p) {
            let bodies = positions.filter { q in
                kind(q) == .leftBrace && typeDeclaration(q).map { $0.simpleName == type.simpleName } == true
            }
            let methods = bodies.flatMap { functions(named: name, directlyIn: $0) }.filter {
                !$0.modifiers.contains("static") && !$0.modifiers.contains("class")
            }
            if !methods.isEmpty { return methods }
        }
        guard !onSelf else { return nil }
        let topLevel = functions(named: name, directlyIn: nil)
        return topLevel.isEmpty ? nil : topLevel
    }

    /// The names a function's parameters have in its body (`album` of `_ album: Album`).
    package func parameterNames(of function: FunctionDeclaration) -> [String] {
        function.parameters.map { parameterNamePositions($0).map(text) } ?? []
    }

    /// The functions named `name` declared with a body directly in the block (or type body)
    /// opened at `open`, or at the file's top level (`open` nil).
    private func functions(named name: String, directlyIn open: CodePosition?) -> [FunctionDeclaration] {
        let end = open == nil ? endPosition : open.flatMap(partner)
        guard let close = end else { return [] }
        var found: [FunctionDeclaration] = []
        var q = open.map { $0 + 1 } ?? source.codePositions.lowerBound
        while q < close {
            if kind(q) == .leftBrace {
                if let function = functionDeclaration(q), function.keyword == "func", function.name == name, enclosingBrace(of: q) == open {
                    found.append(function)
                }
                q = (partner(q) ?? q) + 1
                continue
            }
            q += 1
        }
        return found
    }
}
