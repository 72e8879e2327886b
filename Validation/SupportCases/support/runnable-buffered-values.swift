// validation: runnable
// `bufferedValues()` subscribes when it is called: values sent before the loop starts are
// all delivered, in order, and `isFinished` tells a finished publisher from a cancelled
// loop. Cancelling the looping task cancels the subscription. The throwing form rethrows
// the publisher's failure, which `failure(_:)` gives back typed.
import Combine
import Foundation

struct Broken: Error {}

func nothingLost() async {
    let subject = PassthroughSubject<Int, Never>()
    let values = subject.bufferedValues()
    for value in 1...3 {
        subject.send(value)
    }
    subject.send(completion: .finished)
    var received: [Int] = []
    for await value in values {
        received.append(value)
    }
    check(received == [1, 2, 3], "values sent before the loop started all arrive: \(received)")
    check(values.isFinished, "isFinished after the publisher finished")
}

func cancellingTheLoopCancelsTheSubscription() async {
    let events = EventLog()
    let values = PassthroughSubject<Int, Never>()
        .handleEvents(receiveCancel: { events.record("cancelled") })
        .bufferedValues()
    let loop = Task { () -> Bool in
        for await _ in values {}
        return values.isFinished
    }
    await settle()
    loop.cancel()
    let finished = await loop.value
    check(await eventually { events.contains("cancelled") }, "cancelling the looping task cancels the subscription")
    check(!finished, "isFinished is false after a cancelled loop")
}

func failureRethrown() async {
    let subject = PassthroughSubject<Int, Broken>()
    let values = subject.bufferedValues()
    subject.send(1)
    subject.send(completion: .failure(Broken()))
    var received: [Int] = []
    do {
        for try await value in values {
            received.append(value)
        }
        fail("the loop over a failing publisher ended without an error")
    } catch {
        let failure: Broken = values.failure(error)
        check(received == [1], "the value before the failure arrives")
        print("ok: the loop throws the publisher's failure, typed by failure(_:): \(type(of: failure))")
    }
}

startWatchdog("buffered-values")
await nothingLost()
await cancellingTheLoopCancelsTheSubscription()
await failureRethrown()
