// validation: runnable
// Cancelling a subscription to `AsyncSequencePublisher` stops the iteration: an iterator
// suspended in `next()` sees its task cancelled, the iteration ends (the iterator is
// released), and nothing is sent afterwards — no value, no completion, not even after a
// later `request(_:)`. A sequence's error fails the publisher.
import Combine
import Foundation

/// Released with the iterator that holds it: the iteration has ended.
final class IteratorToken: @unchecked Sendable {
    let events: EventLog

    init(events: EventLog) {
        self.events = events
    }

    deinit {
        events.record("iterator released")
    }
}

/// 1, then waits in `next()` until cancelled (or throws, when `fails`).
struct StallingSequence: AsyncSequence {
    typealias Element = Int

    let events: EventLog
    var fails = false

    struct AsyncIterator: AsyncIteratorProtocol {
        var sent = false
        let events: EventLog
        let fails: Bool
        let token: IteratorToken

        mutating func next() async throws -> Int? {
            events.record("pull")
            if !sent {
                sent = true
                return 1
            }
            if fails { throw URLError(.timedOut) }
            do {
                try await Task.sleep(nanoseconds: 60_000_000_000)
            } catch {
                events.record("next() cancelled")
                throw error
            }
            return 2
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(events: events, fails: fails, token: IteratorToken(events: events))
    }
}

func cancelWhileSuspendedInNext() async {
    let events = EventLog()
    let subscription = StallingSequence(events: events).asyncPublisher.sink(
        receiveCompletion: { events.record("completion \($0)") },
        receiveValue: { events.record("value \($0)") }
    )
    check(await eventually { events.all == ["pull", "value 1", "pull"] }, "waiting in next() for a second value")
    subscription.cancel()
    check(await eventually { events.contains("next() cancelled") }, "cancel() cancels the iterating task")
    check(await eventually { events.contains("iterator released") }, "and the iteration ends")
    await settle()
    check(!events.all.contains { $0.hasPrefix("completion") }, "nothing is sent after cancel: \(events.all)")
}

final class OneAtATime: Subscriber, @unchecked Sendable {  // `subscription` under `lock`
    typealias Input = Int
    typealias Failure = any Error

    let combineIdentifier = CombineIdentifier()
    let events: EventLog
    private let lock = NSLock()
    private var subscription: (any Subscription)?

    init(events: EventLog) {
        self.events = events
    }

    var current: (any Subscription)? {
        lock.lock()
        defer { lock.unlock() }
        return subscription
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        self.subscription = subscription
        lock.unlock()
        subscription.request(.max(1))
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        events.record("value \(input)")
        return .none
    }

    func receive(completion: Subscribers.Completion<any Error>) {
        events.record("completion")
    }
}

func cancelWhileWaitingForDemand() async {
    let events = EventLog()
    let subscriber = OneAtATime(events: events)
    StallingSequence(events: events).asyncPublisher.subscribe(subscriber)
    check(await eventually { events.all == ["pull", "value 1"] }, "one value for a demand of one, and no further pull")
    subscriber.current?.cancel()
    check(await eventually { events.contains("iterator released") }, "cancel() while waiting for demand ends the iteration")
    subscriber.current?.request(.max(5))
    await settle()
    check(events.all == ["pull", "value 1", "iterator released"], "a request after cancel pulls and sends nothing: \(events.all)")
}

func errorFails() async {
    let events = EventLog()
    let subscription = StallingSequence(events: events, fails: true).asyncPublisher.sink(
        receiveCompletion: { completion in
            if case .failure(let error) = completion, (error as? URLError)?.code == .timedOut {
                events.record("failed: timedOut")
            } else {
                events.record("completion \(completion)")
            }
        },
        receiveValue: { events.record("value \($0)") }
    )
    check(await eventually { events.contains("failed: timedOut") }, "the sequence's error fails the publisher")
    check(events.all.prefix(3) == ["pull", "value 1", "pull"], "after its values: \(events.all)")
    subscription.cancel()
}

startWatchdog("async-sequence-cancel")
await cancelWhileSuspendedInNext()
await cancelWhileWaitingForDemand()
await errorFails()
