import Foundation

extension Array where Element: Sendable {
    /// `map` over every core (one thread when `jobs` is 1), with the results in the order
    /// of the array, so that what a run prints does not depend on which file finished first.
    func parallelMap<Value: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Value) -> [Value] {
        if jobs <= 1 || count <= 1 { return map(transform) }
        let slots = Slots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { i in slots[i] = transform(self[i]) }
        return slots.values
    }
}

/// Fixed slots filled concurrently, each index by one worker.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}
