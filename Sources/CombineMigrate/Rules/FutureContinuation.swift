/// `future-continuation`: a function returning a `Future` that wraps a callback API becomes
/// an `async` function awaiting `withChecked(Throwing)Continuation`.
public struct FutureContinuation: OneShotRule {
    public let id = "future-continuation"
    public let summary = "a `Future` wrapping a callback API → `withCheckedThrowingContinuation` in an `async` function"
    public let example = RuleExample(before: "", after: "")
    public let notes = ""

    public init() {}

    func migrateBody(of function: PublisherFunction, in source: TokenizedSource) -> BodyMigration? {
        let view = CodeView(source)
        guard let future = ReturnedFuture(function: function, view: view) else { return nil }
        let closure = FutureCallbackClosure(
            view: view, future: future, output: function.output, failure: function.failure, functionBody: function.bodyOpen...function.bodyClose)
        switch closure.migrate(rule: id) {
        case .notThisShape:
            return nil
        case .skip(let offset, let message, let severity):
            return .skip(offset: offset, message: message, severity: severity)
        case .rewrite(let edit, let throwing):
            // The body's errors come from the continuation: `any Error`, unless it cannot fail.
            return .rewrite(edits: [edit], throwing: throwing, typedErrors: !throwing)
        }
    }
}
