import Tokenizer

/// Whether code runs in an asynchronous context, where a call of a name declared both
/// `async` and not resolves to the `async` declaration.
extension CodeView {
    /// The words before a closure's `{` that make it async: `Task { }`, `Task.detached { }`,
    /// SwiftUI's `.task { }` and `.refreshable { }`, a task group's `addTask { }`.
    private static let asyncClosureCallees: Set<String> = [
        "Task", "detached", "task", "refreshable", "addTask", "addTaskUnlessCancelled",
        "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
    ]

    /// Whether `p` is in an asynchronous context: its innermost enclosing closure is async
    /// (its signature says `async`, it is passed to one of `asyncClosureCallees`, or it
    /// awaits at its own level), or, outside closures, its function is `async`. A closure
    /// passed to a function of the app whose parameter is async, without an `await` of its
    /// own, is taken for synchronous.
    package func isInAsyncContext(_ p: CodePosition) -> Bool {
        var brace = enclosingBrace(of: p)
        while let open = brace {
            switch braceKind(open) {
            case .type: return false
            case .function: return functionDeclaration(open)?.isAsync ?? false
            case .statement: brace = enclosingBrace(of: open)
            case .closure: return isAsyncClosure(open)
            }
        }
        return false
    }

    private func isAsyncClosure(_ open: CodePosition) -> Bool {
        guard let close = partner(open) else { return false }
        let signature = closureSignature(open: open)
        if (open + 1..<signature.bodyStart).contains(where: { isWord($0, "async") }) { return true }
        // `Task {`, `Task(priority: .high) {`, `group.addTask {`, `.task(id: x) {`.
        var callee = open - 1
        if kind(callee) == .rightParen, let arguments = partner(callee) { callee = arguments - 1 }
        if Self.asyncClosureCallees.contains(text(callee)) { return true }
        // An `await` of its own: not inside a closure nested in it.
        return (signature.bodyStart..<close).contains { q in
            isWord(q, "await") && enclosingClosure(of: q) == open
        }
    }

    /// The `{` of the innermost closure holding `p`, nil when a function's or type's body
    /// comes first.
    private func enclosingClosure(of p: CodePosition) -> CodePosition? {
        var brace = enclosingBrace(of: p)
        while let open = brace {
            switch braceKind(open) {
            case .closure: return open
            case .statement: brace = enclosingBrace(of: open)
            case .function, .type: return nil
            }
        }
        return nil
    }
}
