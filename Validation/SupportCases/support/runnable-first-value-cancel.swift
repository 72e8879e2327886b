// validation: runnable
// Cancelling the task that awaits `firstValue()` on a publisher that never sends ends the
// wait with `CancellationError` (nil from `firstValueOrNil()`) and cancels the upstream
// subscription; a task already cancelled does not subscribe at all. (The seeds'
// `firstValue` waits forever and keeps its subscription.)
import Combine
import Foundation

/// A subject that never sends, recording its subscription and its cancellation.
func silentPublisher(_ events: EventLog) -> AnyPublisher<Int, Never> {
    PassthroughSubject<Int, Never>().handleEvents(
        receiveSubscription: { _ in events.record("subscribed") },
        receiveCancel: { events.record("cancelled") }
    )
    .eraseToAnyPublisher()
}

func cancellingTheTaskCancelsTheSubscription() async {
    let events = EventLog()
    let publisher = silentPublisher(events)
    let task = Task { () -> String in
        do {
            return "value \(try await publisher.firstValue())"
        } catch is CancellationError {
            return "CancellationError"
        } catch {
            return "\(error)"
        }
    }
    check(await eventually { events.all == ["subscribed"] }, "firstValue() subscribed")
    task.cancel()
    let outcome = await task.value
    check(outcome == "CancellationError", "cancelling the awaiting task throws CancellationError (got \(outcome))")
    check(await eventually { events.contains("cancelled") }, "cancelling the awaiting task cancels the subscription")
}

func cancellingTheTaskGivesNil() async {
    let events = EventLog()
    let publisher = silentPublisher(events)
    let task = Task { await publisher.firstValueOrNil() }
    check(await eventually { events.all == ["subscribed"] }, "firstValueOrNil() subscribed")
    task.cancel()
    let outcome = await task.value
    check(outcome == nil, "cancelling the task awaiting firstValueOrNil() gives nil")
    check(await eventually { events.contains("cancelled") }, "and cancels the subscription")
}

func alreadyCancelledDoesNotSubscribe() async {
    let events = EventLog()
    let publisher = silentPublisher(events)
    let task = Task { () -> Bool in
        withUnsafeCurrentTask { $0?.cancel() }
        do {
            _ = try await publisher.firstValue()
            return false
        } catch {
            return error is CancellationError
        }
    }
    let threwCancellation = await task.value
    check(threwCancellation, "a task already cancelled gets CancellationError at once")
    await settle()
    check(events.all.isEmpty, "and never subscribes: \(events.all)")
}

startWatchdog("first-value-cancel")
await cancellingTheTaskCancelsTheSubscription()
await cancellingTheTaskGivesNil()
await alreadyCancelledDoesNotSubscribe()
