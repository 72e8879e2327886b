// validation: runnable fails
// A planted bug in the code under test: its publisher never sends. The publisher's
// subscription must end on the main thread, as a Realm's notification token must be
// invalidated on the thread that made it (`realm.objectWillChange`). Before, the wait times
// out; after, the await times out, and the subscription it cancels then is cancelled on the
// test's actor (the main actor), where the test subscribed — not on another thread, where
// Realm raises an exception that ends the whole test process. Both fail with exit status 1 and
// the same `failed:` line.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: the token never comes. Its subscription checks that it
/// is cancelled on the main thread.
struct TokenPublisher: Publisher {
    typealias Output = Int
    typealias Failure = Never

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscriber.receive(subscription: MainThreadToken())
    }

    final class MainThreadToken: Subscription {
        func request(_ demand: Subscribers.Demand) {}

        func cancel() {
            dispatchPrecondition(condition: .onQueue(.main))
        }
    }
}

final class MainThreadBoundTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    @MainActor
    func testTokenArrives() {
        let exp = expectation(description: "token")
        TokenPublisher().sink { token in
            XCTAssertEqual(token, 1)
            exp.fulfill()
        }.store(in: &cancellables)
        wait(for: [exp], timeout: 0.5)
    }
}

runTests([
    test("testTokenArrives", MainThreadBoundTests.testTokenArrives),
])
