/// A store whose changes are made in a transaction, as Realm's `write { … }`: `record` runs
/// its closure before it returns, on the caller's thread; `recordLater` keeps it for later.
public final class Ledger {
    public private(set) var entries: [Int] = []

    public init() {}

    @discardableResult
    public func record<Result>(_ change: (inout [Int]) throws -> Result) rethrows -> Result {
        try change(&entries)
    }

    public func recordLater(_ change: @escaping (inout [Int]) -> Void) {
        change(&entries)
    }
}
