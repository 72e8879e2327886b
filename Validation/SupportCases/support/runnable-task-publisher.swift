// validation: runnable
// `TaskPublisher`, the bridge from an async function back to a publisher: it runs nothing
// before a subscriber asks, runs the operation once per subscription (so `retry` runs it
// again), delivers one value then `.finished`, fails with the operation's own error type,
// and cancelling the subscription cancels the operation's task (which sees it) and delivers
// nothing. The seeds' `Future { Task { … } }` runs at once, shares one result, cannot be
// cancelled and fails with `any Error`. A closure that throws a typed error says so
// (`() throws(LookupError) in`): Swift infers `any Error` for a closure otherwise.
import Combine
import Foundation

enum LookupError: Error, Equatable {
    case notFound(Int)
}

/// An async function that counts its runs, and fails its first `failures` runs.
final class Lookup: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    let failures: Int

    init(failures: Int = 0) {
        self.failures = failures
    }

    private func countRun() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    var runs: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func name(id: Int) async throws(LookupError) -> String {
        if countRun() <= failures { throw .notFound(id) }
        return "user \(id)"
    }
}

func lazyAndOncePerSubscription() async {
    let lookup = Lookup()
    let events = EventLog()
    let publisher = TaskPublisher<String, LookupError> { () throws(LookupError) in try await lookup.name(id: 1) }
    await settle()
    check(lookup.runs == 0, "nothing runs before a subscription")
    let first = publisher.sink(receiveCompletion: { events.record("first \($0)") }, receiveValue: { events.record("first \($0)") })
    check(await eventually { events.all == ["first user 1", "first finished"] }, "one value, then .finished: \(events.all)")
    let second = publisher.sink(receiveCompletion: { _ in }, receiveValue: { events.record("second \($0)") })
    check(await eventually { events.contains("second user 1") }, "a second subscription gets its own value")
    check(lookup.runs == 2, "the operation ran once per subscription: \(lookup.runs)")
    _ = (first, second)
}

func typedFailureAndRetry() async {
    let failing = Lookup(failures: 5)
    let events = EventLog()
    let failed = TaskPublisher<String, LookupError> { () throws(LookupError) in try await failing.name(id: 7) }
        .sink(
            receiveCompletion: { completion in
                // The failure is a `LookupError`, switched over without a cast.
                if case .failure(.notFound(let id)) = completion { events.record("not found \(id)") }
            },
            receiveValue: { events.record("value \($0)") })
    check(await eventually { events.all == ["not found 7"] }, "the failure keeps its type: \(events.all)")
    let flaky = Lookup(failures: 2)
    let retried = TaskPublisher<String, LookupError> { () throws(LookupError) in try await flaky.name(id: 3) }
        .retry(2)
        .sink(receiveCompletion: { events.record("retried \($0)") }, receiveValue: { events.record("retried \($0)") })
    check(await eventually { events.contains("retried finished") }, "retry resubscribes")
    check(flaky.runs == 3 && events.contains("retried user 3"), "and runs the operation again, until it succeeds: \(flaky.runs)")
    _ = (failed, retried)
}

func demandAndNever() async {
    let events = EventLog()
    let counter = Lookup()
    let subscriber = AnySubscriber<Int, Never>(
        receiveSubscription: { subscription in
            events.record("subscribed")
            // Combine calls `request` from any thread: its subscriptions are thread-safe.
            nonisolated(unsafe) let subscription = subscription
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) {
                events.record("request")
                subscription.request(.max(1))
            }
        },
        receiveValue: { value in
            events.record("value \(value)")
            return .none
        },
        receiveCompletion: { events.record("completion \($0)") })
    // A non-throwing operation: a `Never` publisher.
    TaskPublisher<Int, Never> { (try? await counter.name(id: 2)).map { $0.count } ?? 0 }
        .subscribe(subscriber)
    check(await eventually { events.all == ["subscribed", "request", "value 6", "completion finished"] },
          "the operation waits for demand: \(events.all)")
}

func cancelBeforeCompletion() async {
    let events = EventLog()
    let subscription = TaskPublisher<String, any Error> {
        events.record("started")
        do {
            try await Task.sleep(nanoseconds: 60_000_000_000)
        } catch {
            events.record("operation saw \(error is CancellationError ? "cancellation" : "\(error)")")
            throw error
        }
        return "late"
    }
    .sink(receiveCompletion: { events.record("completion \($0)") }, receiveValue: { events.record("value \($0)") })
    check(await eventually { events.all == ["started"] }, "the operation started")
    subscription.cancel()
    check(await eventually { events.contains("operation saw cancellation") }, "cancel() cancels the operation's task")
    await settle()
    check(events.all == ["started", "operation saw cancellation"], "and nothing is delivered: \(events.all)")
}

startWatchdog("task-publisher")
await lazyAndOncePerSubscription()
await typedFailureAndRetry()
await demandAndNever()
await cancelBeforeCompletion()
