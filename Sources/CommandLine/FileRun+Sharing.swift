import Foundation

// The small holders `FileRun` shares between the threads of a run.

/// A count that any thread adds to.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    init() {}

    func add() { lock.withLock { value += 1 } }

    var count: Int { lock.withLock { value } }
}

/// Bytes handed out until none are left, from any thread.
final class Budget: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int

    init(_ bytes: Int) { left = bytes }

    /// Takes `bytes` if that many are left.
    func take(_ bytes: Int) -> Bool {
        lock.withLock {
            guard bytes <= left else { return false }
            left -= bytes
            return true
        }
    }
}

/// Values handed to the thread that takes each one, once (the survey's readings, released
/// as the rewrite goes).
final class Pending<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    init(_ values: [Value]) { self.values = values }

    func take(_ index: Int) -> Value {
        lock.withLock {
            defer { values[index] = nil }
            return values[index]!
        }
    }
}

/// Objects lent to one thread at a time (the survey's read buffers).
final class Pool<Object: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [Object] = []

    func take() -> Object? { lock.withLock { objects.popLast() } }

    func put(_ object: Object) { lock.withLock { objects.append(object) } }
}
