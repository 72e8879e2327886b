import Foundation

extension Array where Element: Sendable {
    /// `map` on up to `jobs` threads (one when `jobs` is 1), with the results in the order
    /// of the array, so that what a run prints does not depend on which file finished first.
    package func parallelMap<Value: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Value) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(count)
        forEachInOrder(count: count, jobs: jobs, window: Swift.max(1, count)) { transform(self[$0]) } consume: { _, value in
            values.append(value)
        }
        return values
    }
}

/// A function that returns `work`'s result, to be called once: `work` runs on another thread
/// from now on when `inBackground`, else when the function is called. The thread is its own,
/// not one of the pool's: threads of the pool may wait for what `work` produces (the files of
/// a walk), so it must not wait for one of them to be free.
package func whenNeeded<Value: Sendable>(inBackground: Bool, _ work: @escaping @Sendable () -> Value) -> () -> Value {
    guard inBackground else { return work }
    let result = Box<Value>()
    let done = DispatchSemaphore(value: 0)
    Thread {
        result.value = work()
        done.signal()
    }.start()
    return {
        done.wait()
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
package func forEachInOrder<Value: Sendable>(
    count: Int, jobs: Int, window: Int = 256, produce: @Sendable (Int) -> Value, consume: (Int, Value) -> Void
) {
    inOrder(jobs: Swift.min(jobs, count), window: window, exists: { $0 < count }, produce: produce, consume: consume)
}

/// `forEachInOrder` over items that arrive while it runs (the files of a walk still going on,
/// read as they are found): an item is produced once it has arrived, and the run ends when
/// the items do.
package func forEachInOrder<Item: Sendable, Value: Sendable>(
    _ items: Arrivals<Item>, jobs: Int, window: Int = 256, produce: @Sendable (Int, Item) -> Value,
    consume: (Int, Value) -> Void
) {
    inOrder(jobs: jobs, window: window, exists: { items.arrives($0) }, produce: { produce($0, items[$0]) }, consume: consume)
}

/// The two `forEachInOrder`: `exists(index)` tells, waiting if it must, whether there is an
/// item at `index` (asked in index order, of the indices before the first that has none).
private func inOrder<Value: Sendable>(
    jobs: Int, window: Int, exists: @Sendable (Int) -> Bool, produce: @Sendable (Int) -> Value,
    consume: (Int, Value) -> Void
) {
    guard jobs > 1 else {
        var index = 0
        while exists(index) {
            consume(index, produce(index))
            index += 1
        }
        return
    }
    withoutActuallyEscaping(exists) { exists in
        withoutActuallyEscaping(produce) { produce in
            let work = OrderedWork<Value>(window: Swift.max(1, window))
            // Produces the index claimed, or learns that the items end before it.
            let step = { @Sendable (index: Int) in
                if exists(index) { work.store(produce(index), at: index) } else { work.end(at: index) }
            }
            let group = DispatchGroup()
            for _ in 1..<jobs {
                DispatchQueue.global().async(group: group) {
                    while let index = work.claim(waiting: true) { step(index) }
                }
            }
            // The calling thread consumes what is ready and otherwise works too.
            var consumed = 0
            while let value = work.next(consumed) {
                if let value {
                    consume(consumed, value)
                    consumed += 1
                } else if let index = work.claim(waiting: false) {
                    step(index)
                } else {
                    work.wait(for: consumed)
                }
            }
            group.wait()
        }
    }
}

/// Items added on one thread and taken up on others as they come (the files of a walk,
/// read while it goes on), until `end`.
package final class Arrivals<Item: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Item] = []
    private var ended = false
    private var waiting = 0

    package init() {}

    /// Items that have all arrived.
    init(_ items: [Item]) {
        self.items = items
        ended = true
    }

    package func append(_ item: Item) {
        condition.lock()
        items.append(item)
        if waiting > 0 { condition.broadcast() }
        condition.unlock()
    }

    /// No item comes after those added.
    package func end() {
        condition.lock()
        ended = true
        if waiting > 0 { condition.broadcast() }
        condition.unlock()
    }

    /// Whether an item arrives at `index`: waits until it has, or until the items end.
    func arrives(_ index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while index >= items.count, !ended {
            waiting += 1
            condition.wait()
            waiting -= 1
        }
        return index < items.count
    }

    /// The item at `index`, which has arrived.
    subscript(index: Int) -> Item { condition.withLock { items[index] } }

    /// Every item, once they have ended.
    package var all: [Item] {
        _ = arrives(.max)
        return condition.withLock { items }
    }
}

/// The shared state of `forEachInOrder`: the next index to produce, where the items end (once
/// known), and a ring of `window` slots for results produced and not yet consumed.
private final class OrderedWork<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    /// The number of items: unknown (`Int.max`) until an index is found to have none.
    private var count = Int.max
    private let window: Int
    private var slots: [Value?]
    private var nextToClaim = 0
    private var consumed = 0
    /// Threads waiting on the condition: a change wakes them only when there are some.
    private var waiting = 0

    init(window: Int) {
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

    /// There is no item at `index`, nor after it.
    func end(at index: Int) {
        condition.lock()
        count = Swift.min(count, index)
        if waiting > 0 { condition.broadcast() }
        condition.unlock()
    }

    /// For `index`, the next to consume: its result if it is ready (taking it), `.some(nil)`
    /// if it is not yet, nil when the items end before it.
    func next(_ index: Int) -> Value?? {
        condition.lock()
        defer { condition.unlock() }
        guard let value = slots[index % window] else { return index < count ? .some(nil) : nil }
        slots[index % window] = nil
        consumed = index + 1
        if waiting > 0 { condition.broadcast() }
        return value
    }

    /// Waits until the result at `index` is ready, or the items are known to end before it.
    func wait(for index: Int) {
        condition.lock()
        while slots[index % window] == nil, index < count {
            waiting += 1
            condition.wait()
            waiting -= 1
        }
        condition.unlock()
    }
}
