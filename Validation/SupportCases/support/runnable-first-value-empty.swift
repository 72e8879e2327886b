// validation: runnable
// `firstValue()` on a publisher that finishes without a value throws
// `FirstValueError.finishedWithoutValue` instead of hanging (the seeds' `firstValue` never
// resumes), whether it finishes at once or later on another thread; `firstValueOrNil()`
// returns nil. A value, a failure and a many-value publisher come out as they should, with
// one value requested and the subscription cancelled after it.
import Combine
import Foundation

struct Broken: Error {}

func emptyThrows() async {
    // Finishes later, on another thread, without a value.
    let later = Just(1).delay(for: .milliseconds(50), scheduler: DispatchQueue.global()).filter { _ in false }
    for (name, publisher) in [("Empty()", Empty<Int, Never>().eraseToAnyPublisher()), ("a publisher finishing later", later.eraseToAnyPublisher())] {
        do {
            let value = try await publisher.firstValue()
            fail("firstValue() of \(name) returned \(value)")
        } catch FirstValueError.finishedWithoutValue {
            print("ok: firstValue() of \(name) throws finishedWithoutValue")
        } catch {
            fail("firstValue() of \(name) threw \(error)")
        }
    }
}

func emptyIsNil() async {
    let none = await Empty<Int, Never>().firstValueOrNil()
    check(none == nil, "firstValueOrNil() of an empty publisher is nil")
    do {
        let failingNone = try await Empty<Int, Broken>().firstValueOrNil()
        check(failingNone == nil, "firstValueOrNil() of an empty publisher that can fail is nil")
    } catch {
        fail("firstValueOrNil() of an empty publisher that can fail threw \(error)")
    }
}

func valueAndFailure() async {
    let events = EventLog()
    let many = [1, 2, 3].publisher.handleEvents(
        receiveCancel: { events.record("cancel") },
        receiveRequest: { events.record($0 == .max(1) ? "request 1" : "request \($0)") }
    )
    let first = try? await many.firstValue()
    check(first == 1, "firstValue() of [1, 2, 3] is 1")
    check(events.all == ["request 1", "cancel"], "one value requested, then the subscription cancelled: \(events.all)")

    let just = await Just(7).firstValueOrNil()
    check(just == 7, "firstValueOrNil() of Just(7) is 7")

    do {
        let value = try await Fail<Int, Broken>(error: Broken()).firstValue()
        fail("firstValue() of a failing publisher returned \(value)")
    } catch is Broken {
        print("ok: firstValue() of a failing publisher throws its failure")
    } catch {
        fail("firstValue() of a failing publisher threw \(error)")
    }
}

startWatchdog("first-value-empty")
await emptyThrows()
await emptyIsNil()
await valueAndFailure()
