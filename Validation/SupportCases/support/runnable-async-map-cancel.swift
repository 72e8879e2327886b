// validation: runnable
// Cancelling a subscription to `asyncMap` cancels the task running the transform (the
// seeds' `asyncMap` leaves its `Task` running), and nothing is received afterwards;
// releasing the subscription's `AnyCancellable` does the same.
import Combine
import Foundation

/// A transform that waits until its task is cancelled, recording what happens to it.
func slowTransform(_ events: EventLog) -> @Sendable (Int) async -> Int {
    { value in
        events.record("started \(value)")
        do {
            try await Task.sleep(nanoseconds: 60_000_000_000)
            events.record("finished \(value)")
        } catch {
            events.record("cancelled \(value)")
        }
        return value
    }
}

func cancelCancelsTheTransform() async {
    let events = EventLog()
    let subject = PassthroughSubject<Int, Never>()
    let subscription = subject
        .asyncMap(slowTransform(events))
        .sink { events.record("received \($0)") }
    subject.send(1)
    check(await eventually { events.all == ["started 1"] }, "the transform started")
    subscription.cancel()
    check(await eventually { events.contains("cancelled 1") }, "cancel() cancels the transform's task")
    await settle()
    check(events.all == ["started 1", "cancelled 1"], "and nothing is received afterwards: \(events.all)")
}

func releaseCancelsTheTransform() async {
    let events = EventLog()
    let subject = PassthroughSubject<Int, Never>()
    var subscription: AnyCancellable? = subject
        .asyncMap(slowTransform(events))
        .sink { events.record("received \($0)") }
    subject.send(2)
    check(await eventually { events.all == ["started 2"] }, "the transform started")
    if subscription != nil { subscription = nil }
    check(await eventually { events.contains("cancelled 2") }, "releasing the AnyCancellable cancels the transform's task")
}

func throwingTransformIsCancelled() async {
    let events = EventLog()
    let subject = PassthroughSubject<Int, Never>()
    let subscription = subject
        .asyncMap { (value: Int) throws -> Int in
            events.record("started \(value)")
            try await Task.sleep(nanoseconds: 60_000_000_000)
            return value
        }
        .sink(
            receiveCompletion: { events.record("completion \($0)") },
            receiveValue: { events.record("received \($0)") }
        )
    subject.send(3)
    check(await eventually { events.all == ["started 3"] }, "the throwing transform started")
    subscription.cancel()
    await settle()
    check(events.all == ["started 3"], "cancelling it sends no value and no completion: \(events.all)")
}

startWatchdog("async-map-cancel")
await cancelCancelsTheTransform()
await releaseCancelsTheTransform()
await throwingTransformIsCancelled()
