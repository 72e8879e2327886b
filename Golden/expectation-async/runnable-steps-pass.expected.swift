// validation: runnable
// Tests taken in steps (subscribe, act, wait; subscribe, act, wait) that pass, before and
// after: each step's value arrives, and no earlier step's publisher sends again.
import Combine
import Foundation
import XCTest

/// The code under test: a counter whose every change is published, and a log of saves.
final class Counter {
    let count = CurrentValueSubject<Int, Never>(0)
    let saved = PassthroughSubject<Int, Never>()
    func increment() { count.send(count.value + 1) }
    func save() {
        DispatchQueue.main.async { self.saved.send(self.count.value) }
    }
}

final class StepsTests: XCTestCase {
    @MainActor func testIncrementThenSave() async throws {
        let counter = Counter()
        let values = counter.count.dropFirst().testValues()
        counter.increment()
        let count = try await values.next(timeout: 5)
        XCTAssertEqual(count, 1)

        let values2 = counter.saved
            .receive(on: DispatchQueue.main)
            .testValues()
        counter.save()
        let value = try await values2.next(timeout: 5)
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertEqual(value, 1)
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }

    @MainActor func testUserThenRefusedLogin() async throws {
        let api = StubUserAPI(user: User(id: 1, name: "Ada"))
        let values = api.user(id: 1).testValues()
        let user = try await values.next(timeout: 5)
        XCTAssertEqual(user.name, "Ada")
        let values2 = LoginService(validPassword: "secret").login(user: "ada", password: "wrong").testValues()
        let error = try await values2.failure(timeout: 5)
        XCTAssertEqual(error, .wrongPassword)
        try values.checkNothingMore()
    }
}

runTests([
    test("testIncrementThenSave", StepsTests.testIncrementThenSave),
    test("testUserThenRefusedLogin", StepsTests.testUserThenRefusedLogin),
])
