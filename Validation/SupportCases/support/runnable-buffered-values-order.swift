// validation: runnable
// The loops of `receive-main-actor` run on the main actor where `receive(on: DispatchQueue.main)`
// delivered on the main queue. One subscription's values are handled in the order they were
// sent, also when they arrive in a burst from another thread. Once the loop's task is
// cancelled, a value already sent but not yet handled is not handled, as a cancelled sink's
// is not: the iterator looks at cancellation on the loop's actor, right before the body
// runs. Both ways a loop asks for the next value are checked: `for await` and the
// iterator's own `next()`. (The order between two loops is not kept: each value reaches its
// loop through the global executor; the rule leaves such pairs alone when they share state.)
import Combine
import Foundation

@MainActor
final class Screen {
    var log: [Int] = []
    var task: Task<Void, Never>?

    func observe(_ subject: PassthroughSubject<Int, Never>, usingNext: Bool) {
        let values = subject.bufferedValues()
        if usingNext {
            task = Task { @MainActor in
                var iterator = values.makeAsyncIterator()
                while let value = await iterator.next() {
                    self.log.append(value)
                }
            }
        } else {
            task = Task { @MainActor in
                for await value in values {
                    self.log.append(value)
                }
            }
        }
    }
}

@MainActor
func burstInOrder(usingNext: Bool, _ label: String) async {
    let screen = Screen()
    let subject = PassthroughSubject<Int, Never>()
    screen.observe(subject, usingNext: usingNext)
    DispatchQueue.global().async {
        for value in 1...1_000 { subject.send(value) }
    }
    _ = await eventually { screen.log.count == 1_000 }
    check(screen.log == Array(1...1_000), "\(label): 1000 values sent from another thread are handled in order")
    screen.task?.cancel()
}

@MainActor
func nothingAfterCancellation(usingNext: Bool, _ label: String) async {
    for round in 1...50 {
        let screen = Screen()
        let subject = PassthroughSubject<Int, Never>()
        screen.observe(subject, usingNext: usingNext)
        await settle(milliseconds: 5)
        subject.send(round)
        screen.task?.cancel()
        await settle(milliseconds: 5)
        guard screen.log.isEmpty else {
            fail("\(label): round \(round): a value sent before the task was cancelled was handled after it")
        }
    }
    print("ok: \(label): 50 rounds, no value handled once the loop's task is cancelled")
}

/// A publisher that already finished, its values not yet taken: cancelling the loop's task
/// drops them and the finish, as a cancelled sink hears neither.
func nothingAfterCancellingAFinishedPublisher() async {
    let subject = PassthroughSubject<Int, Never>()
    let values = subject.bufferedValues()
    subject.send(1)
    subject.send(completion: .finished)
    let loop = Task { () -> [Int] in
        var received: [Int] = []
        withUnsafeCurrentTask { $0?.cancel() }
        for await value in values { received.append(value) }
        return received
    }
    let received = await loop.value
    check(received.isEmpty && !values.isFinished, "a cancelled loop takes neither the values nor the finish of a publisher that finished: \(received), isFinished \(values.isFinished)")
}

startWatchdog("buffered-values-order")
await burstInOrder(usingNext: false, "for await")
await burstInOrder(usingNext: true, "next()")
await nothingAfterCancellation(usingNext: false, "for await")
await nothingAfterCancellation(usingNext: true, "next()")
await nothingAfterCancellingAFinishedPublisher()
