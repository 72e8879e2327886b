// validation: runnable
// `AsyncSequencePublisher` delivers exactly the demanded number of values: a subscriber
// asking for 3 gets 3 (and only 3 elements are pulled from the sequence), asking for 2 more
// later gets 2 more, from the same iteration (one iterator, never restarted — the seeds'
// adapter starts a new iteration on every `request(_:)` and ignores the demand), and the
// end of the sequence arrives when it asks past the last value. Demand returned from
// `receive(_:)` counts too, and a subscriber that asks for nothing pulls nothing.
import Combine
import Foundation

/// 1...limit, counting the iterators made and the calls to `next()`.
struct CountingNumbers: AsyncSequence {
    typealias Element = Int

    let limit: Int
    let events: EventLog

    struct AsyncIterator: AsyncIteratorProtocol {
        var current = 0
        let limit: Int
        let events: EventLog

        mutating func next() async -> Int? {
            events.record("pull")
            guard current < limit else { return nil }
            current += 1
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        events.record("iterator")
        return AsyncIterator(limit: limit, events: events)
    }
}

/// Requests `initial` on subscription, `more(value)` from each value, and more on demand.
final class ManualSubscriber: Subscriber, @unchecked Sendable {  // `subscription` under `lock`
    typealias Input = Int
    typealias Failure = any Error

    let combineIdentifier = CombineIdentifier()
    let received = EventLog()
    private let initial: Subscribers.Demand
    private let more: @Sendable (Int) -> Subscribers.Demand
    private let lock = NSLock()
    private var subscription: (any Subscription)?

    init(initial: Subscribers.Demand, more: @escaping @Sendable (Int) -> Subscribers.Demand = { _ in .none }) {
        self.initial = initial
        self.more = more
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        self.subscription = subscription
        lock.unlock()
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        received.record("\(input)")
        return more(input)
    }

    func receive(completion: Subscribers.Completion<any Error>) {
        received.record("finished")
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let subscription = self.subscription
        lock.unlock()
        subscription?.request(demand)
    }
}

func count(_ event: String, in events: EventLog) -> Int {
    events.all.filter { $0 == event }.count
}

func exactlyTheDemand() async {
    let events = EventLog()
    let subscriber = ManualSubscriber(initial: .max(3))
    CountingNumbers(limit: 5, events: events).asyncPublisher.subscribe(subscriber)
    check(await eventually { subscriber.received.all.count == 3 }, "3 values for a demand of 3")
    await settle()
    check(subscriber.received.all == ["1", "2", "3"], "and no more: \(subscriber.received.all)")
    check(count("pull", in: events) == 3, "3 elements pulled from the sequence (\(count("pull", in: events)))")

    subscriber.request(.max(2))
    check(await eventually { subscriber.received.all.count == 5 }, "2 more values for a demand of 2 more")
    await settle()
    check(subscriber.received.all == ["1", "2", "3", "4", "5"], "continuing the same iteration: \(subscriber.received.all)")
    check(count("pull", in: events) == 5, "5 elements pulled in all (\(count("pull", in: events)))")

    subscriber.request(.max(1))
    check(await eventually { subscriber.received.contains("finished") }, "asking past the last value finishes")
    check(subscriber.received.all == ["1", "2", "3", "4", "5", "finished"], "with nothing else: \(subscriber.received.all)")
    check(count("iterator", in: events) == 1, "one iterator for the whole subscription (\(count("iterator", in: events)))")
}

func demandFromReceive() async {
    let events = EventLog()
    let subscriber = ManualSubscriber(initial: .max(1), more: { $0 < 4 ? .max(1) : .none })
    CountingNumbers(limit: 10, events: events).asyncPublisher.subscribe(subscriber)
    check(await eventually { subscriber.received.all.count == 4 }, "demand returned from receive(_:) is honoured")
    await settle()
    check(subscriber.received.all == ["1", "2", "3", "4"], "exactly 4 values: \(subscriber.received.all)")
    check(count("pull", in: events) == 4, "4 elements pulled (\(count("pull", in: events)))")
}

func noDemandNoIteration() async {
    let events = EventLog()
    let subscriber = ManualSubscriber(initial: .none)
    AsyncSequencePublisher(CountingNumbers(limit: 3, events: events)).subscribe(subscriber)
    await settle()
    check(events.all.isEmpty && subscriber.received.all.isEmpty, "no demand, no iteration: \(events.all)")
    subscriber.request(.unlimited)
    check(await eventually { subscriber.received.contains("finished") }, "unlimited demand runs to the end")
    check(subscriber.received.all == ["1", "2", "3", "finished"], "every value: \(subscriber.received.all)")
}

startWatchdog("async-sequence-demand")
await exactlyTheDemand()
await demandFromReceive()
await noDemandNoIteration()
