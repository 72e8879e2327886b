/// `datatask-async`: a function returning a `dataTaskPublisher` chain becomes an `async`
/// function using `URLSession.data(for:)` / `data(from:)`.
public struct DataTaskAsync: OneShotRule {
    public let id = "datatask-async"
    public let summary = "a function returning a `dataTaskPublisher` chain → an `async` function using `data(for:)`/`data(from:)`"
    public let example = RuleExample(before: "", after: "")
    public let notes = ""

    public init() {}

    func migrateBody(of function: PublisherFunction, in source: TokenizedSource) -> BodyMigration? {
        nil
    }
}
