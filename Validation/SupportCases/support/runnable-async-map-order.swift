// validation: runnable
// `asyncMap` transforms every value, one at a time, in the order they arrive — even when
// later values would finish sooner (the seeds' `asyncMap`, an unlimited `flatMap` over
// `Task`s, runs them all at once and delivers them in the order they finish). A transform
// that throws fails the publisher with its error, and no later value is transformed.
import Combine
import Foundation

struct Rejected: Error, Equatable {
    let value: Int
}

/// How many transforms run at once, at most.
final class Concurrency: @unchecked Sendable {  // every access holds `lock`
    private let lock = NSLock()
    private var running = 0
    private(set) var highest = 0

    func enter() {
        lock.lock()
        running += 1
        highest = max(highest, running)
        lock.unlock()
    }

    func leave() {
        lock.lock()
        running -= 1
        lock.unlock()
    }
}

func everyValueInOrder() async {
    let events = EventLog()
    let concurrency = Concurrency()
    let subject = PassthroughSubject<Int, Never>()
    let subscription = subject
        .asyncMap { (value: Int) async -> Int in
            concurrency.enter()
            // The first value takes longest: out of order if transforms overlapped.
            try? await Task.sleep(nanoseconds: UInt64(6 - value) * 20_000_000)
            concurrency.leave()
            return value * 10
        }
        .sink(
            receiveCompletion: { _ in events.record("finished") },
            receiveValue: { events.record("\($0)") }
        )
    for value in 1...5 {
        subject.send(value)
    }
    subject.send(completion: .finished)
    check(await eventually { events.contains("finished") }, "the publisher finished")
    check(events.all == ["10", "20", "30", "40", "50", "finished"], "every value, in order: \(events.all)")
    check(concurrency.highest == 1, "one transform at a time (at most \(concurrency.highest) ran at once)")
    subscription.cancel()
}

func throwingTransformFails() async {
    let events = EventLog()
    let subject = PassthroughSubject<Int, Never>()
    let subscription = subject
        .asyncMap { (value: Int) throws -> Int in
            events.record("transform \(value)")
            if value == 2 { throw Rejected(value: value) }
            return value
        }
        .sink(
            receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    events.record(error as? Rejected == Rejected(value: 2) ? "failed: Rejected(2)" : "failed: \(error)")
                } else {
                    events.record("finished")
                }
            },
            receiveValue: { events.record("received \($0)") }
        )
    for value in 1...3 {
        subject.send(value)
    }
    check(await eventually { events.all.contains { $0.hasPrefix("failed") } }, "the publisher failed")
    await settle()
    check(events.all == ["transform 1", "received 1", "transform 2", "failed: Rejected(2)"],
          "the transform's error fails it, and 3 is never transformed: \(events.all)")
    subscription.cancel()
}

startWatchdog("async-map-order")
await everyValueInOrder()
await throwingTransformFails()
