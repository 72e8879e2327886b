// validation: runnable
// `testValues()` subscribes at the call: a value sent before the test awaits it is not lost.
// `next(timeout:)` gives the values in order, throws the publisher's failure, throws
// `finished` when it finished, and `timedOut` — within the timeout, not hanging — when
// nothing comes; `next(n, timeout:)` gives n values within one timeout; `failure(timeout:)`
// gives the failure, throws `unexpectedValue` for a value first (unless told to ignore
// values). A value delivered on the main queue reaches a main-actor waiter.
// `next(timeout:where:)` skips the values its predicate turns away, and times out — within
// one timeout for them all — when none meets it; values sent before it are taken however
// short the timeout.
// `checkNothingMore()` throws a value not taken (`unexpectedValue`) or a failure not thrown,
// and not for a publisher that finished after what was taken.
// `cancel()` keeps the values sent before it for `next(timeout:)`, hears none after it nor
// the completion, and a wait for more then times out.
// `untilFinished(timeout:)` and `untilCompletion(timeout:)` give every value until the end;
// the first throws the failure, the second returns at it; both throw `timedOut` when nothing
// came and `notEnded` when values came, within the timeout, when the publisher did not end.
import Combine
import Foundation

struct Broken: Error, Equatable {}

@MainActor
func values() async {
    let subject = PassthroughSubject<Int, Broken>()
    let values = subject.testValues()
    subject.send(1)
    subject.send(2)
    let first = try? await values.next(timeout: 1)
    let second = try? await values.next(timeout: 1)
    check(first == 1 && second == 2, "values sent before the wait arrive, in order: \(String(describing: first)), \(String(describing: second))")
    subject.send(completion: .failure(Broken()))
    do {
        let value = try await values.next(timeout: 1)
        fail("next(timeout:) after a failure returned \(value)")
    } catch is Broken {
        print("ok: next(timeout:) throws the publisher's failure")
    } catch {
        fail("next(timeout:) after a failure threw \(error)")
    }

    let finished = Empty<Int, Never>().testValues()
    do {
        let value = try await finished.next(timeout: 1)
        fail("next(timeout:) of an empty publisher returned \(value)")
    } catch TestValuesError.finished {
        print("ok: next(timeout:) of a finished publisher throws finished")
    } catch {
        fail("next(timeout:) of an empty publisher threw \(error)")
    }
}

@MainActor
func timeout() async {
    let silent = PassthroughSubject<Int, Never>()
    let values = silent.testValues()
    let start = Date()
    do {
        let value = try await values.next(timeout: 0.3)
        fail("next(timeout:) of a silent publisher returned \(value)")
    } catch TestValuesError.timedOut(let seconds) {
        let waited = Date().timeIntervalSince(start)
        check(seconds == 0.3 && waited >= 0.25 && waited < 5, "next(timeout: 0.3) times out after the timeout (\(waited >= 0.25 && waited < 5))")
    } catch {
        fail("next(timeout:) of a silent publisher threw \(error)")
    }
}

@MainActor
func counted() async {
    let subject = PassthroughSubject<Int, Never>()
    let values = subject.testValues()
    subject.send(1)
    subject.send(2)
    subject.send(3)
    let two = try? await values.next(2, timeout: 1)
    check(two == [1, 2], "next(2, timeout:) gives two values in order")
    let start = Date()
    do {
        let more = try await values.next(2, timeout: 0.3)
        fail("next(2, timeout:) with one value left returned \(more)")
    } catch TestValuesError.tooFew(let came, of: let awaited, let seconds) {
        let waited = Date().timeIntervalSince(start)
        check(
            came == 1 && awaited == 2 && seconds == 0.3 && waited < 5,
            "next(2, timeout: 0.3) with one value left times out, reporting how many came and the whole timeout")
        check(
            "\(TestValuesError.tooFew(came, of: awaited, seconds))" == "only 1 of 2 values arrived within 0.3 s",
            "the message says how many of how many came")
    } catch {
        fail("next(2, timeout:) with one value left threw \(error)")
    }
    // Counted through a condition (a timeout ends a subscription: a fresh one), where values
    // come but none meets it: nothing arrived.
    let other = PassthroughSubject<Int, Never>()
    let filtered = other.testValues()
    other.send(4)
    do {
        let more = try await filtered.next(1, timeout: 0.3, where: { $0 > 10 })
        fail("next(1, timeout:, where:) with no value meeting it returned \(more)")
    } catch TestValuesError.timedOut(let seconds) {
        check(seconds == 0.3, "next(1, timeout:, where:) with no value meeting it times out, reporting the whole timeout")
    } catch {
        fail("next(1, timeout:, where:) threw \(error)")
    }
}

@MainActor
func mainQueue() async {
    // A serial queue: on a concurrent one, the delayed completion may overtake the value.
    let values = Just(5).delay(for: .milliseconds(50), scheduler: DispatchQueue(label: "test-values"))
        .receive(on: DispatchQueue.main)
        .testValues()
    let value = try? await values.next(timeout: 2)
    check(value == 5, "a value delivered on the main queue reaches a main-actor waiter")
}

@MainActor
func failures() async {
    let failing = Fail<Int, Broken>(error: Broken()).testValues()
    let error = try? await failing.failure(timeout: 1)
    check(error == Broken(), "failure(timeout:) gives the publisher's failure")

    let valueFirst = PassthroughSubject<Int, Broken>()
    let values = valueFirst.testValues()
    valueFirst.send(3)
    do {
        let error = try await values.failure(timeout: 1)
        fail("failure(timeout:) after a value returned \(error)")
    } catch TestValuesError.unexpectedValue(let value) {
        check(value == "3", "failure(timeout:) throws unexpectedValue for a value first")
    } catch {
        fail("failure(timeout:) after a value threw \(error)")
    }

    let ignoring = [1, 2].publisher.setFailureType(to: Broken.self).append(Fail(error: Broken())).testValues()
    let ignored = try? await ignoring.failure(timeout: 1, ignoringValues: true)
    check(ignored == Broken(), "failure(timeout:ignoringValues: true) skips the values")

    let finished = Empty<Int, Broken>().testValues()
    do {
        let error = try await finished.failure(timeout: 1)
        fail("failure(timeout:) of a finished publisher returned \(error)")
    } catch TestValuesError.finished {
        print("ok: failure(timeout:) of a finished publisher throws finished")
    } catch {
        fail("failure(timeout:) of a finished publisher threw \(error)")
    }
}

@MainActor
func filtered() async {
    let subject = PassthroughSubject<Int, Never>()
    let values = subject.testValues()
    subject.send(1)
    subject.send(2)
    subject.send(3)
    let even = try? await values.next(timeout: 1, where: { $0 % 2 == 0 })
    let next = try? await values.next(timeout: 1)
    check(even == 2 && next == 3, "next(timeout:where:) skips the values turned away and takes the first accepted")
    subject.send(5)
    subject.send(6)
    let ready = try? await values.next(timeout: 0, where: { $0 == 6 })
    check(ready == 6, "next(timeout:where:) takes values already sent, however short the timeout")
    let start = Date()
    let ticks = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect().testValues()
    do {
        let tick = try await ticks.next(timeout: 0.3, where: { _ in false })
        fail("next(timeout:where:) with no value accepted returned \(tick)")
    } catch TestValuesError.timedOut(let seconds) {
        let waited = Date().timeIntervalSince(start)
        check(seconds == 0.3 && waited >= 0.25 && waited < 5, "next(timeout: 0.3, where:) times out once for all the values turned away")
    } catch {
        fail("next(timeout:where:) with no value accepted threw \(error)")
    }
}

@MainActor
func nothingMore() async {
    let subject = PassthroughSubject<Int, Broken>()
    let values = subject.testValues()
    subject.send(1)
    _ = try? await values.next(timeout: 1)
    do {
        try values.checkNothingMore()
        print("ok: checkNothingMore() after every value was taken does not throw")
    } catch {
        fail("checkNothingMore() with nothing more threw \(error)")
    }
    subject.send(2)
    do {
        try values.checkNothingMore()
        fail("checkNothingMore() with a value not taken did not throw")
    } catch TestValuesError.unexpectedValue(let value) {
        check(value == "2", "checkNothingMore() throws unexpectedValue for a value not taken")
    } catch {
        fail("checkNothingMore() with a value not taken threw \(error)")
    }
    _ = try? await values.next(timeout: 1)
    subject.send(completion: .failure(Broken()))
    do {
        try values.checkNothingMore()
        fail("checkNothingMore() after a failure did not throw")
    } catch is Broken {
        print("ok: checkNothingMore() throws the publisher's failure")
    } catch {
        fail("checkNothingMore() after a failure threw \(error)")
    }

    let finished = Just(1).testValues()
    _ = try? await finished.next(timeout: 1)
    do {
        try finished.checkNothingMore()
        print("ok: checkNothingMore() after a finish does not throw")
    } catch {
        fail("checkNothingMore() after a finish threw \(error)")
    }
}

@MainActor
func cancelled() async {
    let subject = PassthroughSubject<Int, Never>()
    let values = subject.testValues()
    subject.send(1)
    values.cancel()
    subject.send(2)
    subject.send(completion: .finished)
    let first = try? await values.next(timeout: 1)
    check(first == 1, "a value sent before cancel() is still taken: \(String(describing: first))")
    do {
        try values.checkNothingMore()
        print("ok: nothing sent after cancel() is heard")
    } catch {
        fail("checkNothingMore() after cancel() threw \(error)")
    }
    let start = Date()
    do {
        let value = try await values.next(timeout: 0.3)
        fail("next(timeout:) after cancel() returned \(value)")
    } catch TestValuesError.timedOut {
        let waited = Date().timeIntervalSince(start)
        check(waited >= 0.25 && waited < 5, "next(timeout:) after cancel() times out, the completion not heard (\(waited >= 0.25 && waited < 5))")
    } catch {
        fail("next(timeout:) after cancel() threw \(error)")
    }
}

@MainActor
func untilTheEnd() async {
    let failing = PassthroughSubject<Int, Broken>()
    let failed = failing.testValues()
    failing.send(1)
    failing.send(completion: .failure(Broken()))
    let beforeFailure = try? await failed.untilCompletion(timeout: 1)
    check(beforeFailure == [1], "untilCompletion(timeout:) returns the values sent before a failure")
    let again = PassthroughSubject<Int, Broken>()
    let thrown = again.testValues()
    again.send(1)
    again.send(completion: .failure(Broken()))
    do {
        let values = try await thrown.untilFinished(timeout: 1)
        fail("untilFinished(timeout:) returned \(values) at a failure")
    } catch let error as Broken {
        check(error == Broken(), "untilFinished(timeout:) throws the failure")
    } catch {
        fail("untilFinished(timeout:) threw \(error)")
    }
    let open = PassthroughSubject<Int, Broken>()
    let unended = open.testValues()
    open.send(1)
    let start = Date()
    do {
        let values = try await unended.untilCompletion(timeout: 0.3)
        fail("untilCompletion(timeout:) returned \(values) without an end")
    } catch TestValuesError.notEnded(let seconds) {
        let waited = Date().timeIntervalSince(start)
        check(seconds == 0.3 && waited >= 0.25 && waited < 5, "untilCompletion(timeout:) throws notEnded when values came but no end, within the timeout")
        check("\(TestValuesError.notEnded(seconds))" == "the publisher did not end within 0.3 s", "notEnded says the end did not come")
    } catch {
        fail("untilCompletion(timeout:) without an end threw \(error)")
    }
    let silent = PassthroughSubject<Int, Broken>()
    do {
        let values = try await silent.testValues().untilFinished(timeout: 0.2)
        fail("untilFinished(timeout:) returned \(values) with nothing sent")
    } catch TestValuesError.timedOut(let seconds) {
        check(seconds == 0.2, "untilFinished(timeout:) throws timedOut when nothing came")
    } catch {
        fail("untilFinished(timeout:) with nothing sent threw \(error)")
    }
}

startWatchdog("test-values")
await values()
await timeout()
await counted()
await mainQueue()
await failures()
await nothingMore()
await filtered()
await cancelled()
await untilTheEnd()
