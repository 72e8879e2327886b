/// `future-task`: a function returning `Future { promise in Task { … } }` (or its
/// `Deferred`/`eraseToAnyPublisher()` variants) becomes an `async` function whose body is
/// the Task's body without the promise plumbing.
public struct FutureTask: OneShotRule {
    public let id = "future-task"
    public let summary = "`Future { promise in Task { … } }` returned from a function → an `async` function"
    public let example = RuleExample(before: "", after: "")
    public let notes = ""

    public init() {}

    func migrateBody(of function: PublisherFunction, in source: TokenizedSource) -> BodyMigration? {
        nil
    }
}
