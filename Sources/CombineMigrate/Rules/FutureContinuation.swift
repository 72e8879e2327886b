/// `future-continuation`: a function returning a `Future` that wraps a callback API becomes
/// an `async` function awaiting `withChecked(Throwing)Continuation`.
public struct FutureContinuation: OneShotRule {
    public let id = "future-continuation"
    public let summary = "a `Future` wrapping a callback API → `withCheckedThrowingContinuation` in an `async` function"
    public let example = RuleExample(before: "", after: "")
    public let notes = ""

    public init() {}

    func migrateBody(of function: PublisherFunction, in source: TokenizedSource) -> BodyMigration? {
        nil
    }
}
