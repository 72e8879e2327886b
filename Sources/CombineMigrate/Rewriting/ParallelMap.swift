import Foundation

extension Array where Element: Sendable {
    /// `map` on up to `jobs` threads (one when `jobs` is 1), with the results in the order
    /// of the array, so that what a run prints does not depend on which file finished first.
    func parallelMap<Value: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Value) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(count)
        forEachInOrder(count: count, jobs: jobs, window: Swift.max(1, count)) { transform(self[$0]) } consume: { _, value in
            values.append(value)
        }
        return values
    }
}

/// A function that returns `work`'s result, to be called once: `work` runs on another thread
/// from now on when `inBackground`, else when the function is called.
func whenNeeded<Value: Sendable>(inBackground: Bool, _ work: @escaping @Sendable () -> Value) -> () -> Value {
    guard inBackground else { return work }
    let result = Box<Value>()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { result.value = work() }
    return {
        group.wait()
        return result.value!
    }
}

/// A value handed from one thread to another (after a `DispatchGroup.wait`).
private final class Box<Value>: @unchecked Sendable {
    var value: Value?
}

/// Runs `produce` for every index of `0..<count` on up to `jobs` threads — the calling thread
/// and `jobs - 1` others, each taking the next index as it finishes one, so that a slow file
/// holds up no other — and hands each result to `consume` on the calling thread, in index
/// order, as soon as the results before it are consumed. At most `window` results wait to
/// be consumed: memory follows the window, not the run.
func forEachInOrder<Value: Sendable>(
    count: Int, jobs: Int, window: Int = 256, produce: @Sendable (Int) -> Value, consume: (Int, Value) -> Void
) {
    let helpers = Swift.min(jobs, count) - 1
    guard helpers > 0 else {
        for index in 0..<count { consume(index, produce(index)) }
        return
    }
    withoutActuallyEscaping(produce) { produce in
        let work = OrderedWork<Value>(count: count, window: Swift.max(1, window))
        let group = DispatchGroup()
        for _ in 0..<helpers {
            DispatchQueue.global().async(group: group) {
                while let index = work.claim(waiting: true) { work.store(produce(index), at: index) }
            }
        }
        // The calling thread consumes what is ready and otherwise works too.
        var consumed = 0
        while consumed < count {
            if let value = work.take(consumed) {
                consume(consumed, value)
                consumed += 1
            } else if let index = work.claim(waiting: false) {
                work.store(produce(index), at: index)
            } else {
                work.wait(for: consumed)
            }
        }
        group.wait()
    }
}

/// The shared state of `forEachInOrder`: the next index to produce, and a ring of `window`
/// slots for results produced and not yet consumed.
private final class OrderedWork<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var slots: [Value?]
    private var nextToClaim = 0
    private var consumed = 0
    /// Threads waiting on the condition: a change wakes them only when there are some.
    private var waiting = 0

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
        slots = Array(repeating: nil, count: window)
    }

    /// The next index to produce; nil when none is left, or — unless `waiting` — when the
    /// window is full.
    func claim(waiting: Bool) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while nextToClaim < count, nextToClaim >= consumed + window {
            guard waiting else { return nil }
            self.waiting += 1
            condition.wait()
            self.waiting -= 1
        }
        guard nextToClaim < count else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    func store(_ value: Value, at index: Int) {
        condition.lock()
        slots[index % window] = value
        if waiting > 0 { condition.broadcast() }
        condition.unlock()
    }

    /// The result at `index` (the next to consume), if it is ready.
    func take(_ index: Int) -> Value? {
        condition.lock()
        defer { condition.unlock() }
        guard let value = slots[index % window] else { return nil }
        slots[index % window] = nil
        consumed = index + 1
        if waiting > 0 { condition.broadcast() }
        return value
    }

    /// Waits until the result at `index` is ready.
    func wait(for index: Int) {
        condition.lock()
        while slots[index % window] == nil {
            waiting += 1
            condition.wait()
            waiting -= 1
        }
        condition.unlock()
    }
}
