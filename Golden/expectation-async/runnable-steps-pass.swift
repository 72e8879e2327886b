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
    private var cancellables = Set<AnyCancellable>()

    func testIncrementThenSave() {
        let counter = Counter()
        let incremented = expectation(description: "incremented")
        counter.count.dropFirst().sink { count in
            XCTAssertEqual(count, 1)
            incremented.fulfill()
        }.store(in: &cancellables)
        counter.increment()
        wait(for: [incremented], timeout: 5)

        let saved = expectation(description: "saved")
        counter.saved
            .receive(on: DispatchQueue.main)
            .sink { value in
                XCTAssertTrue(Thread.isMainThread)
                XCTAssertEqual(value, 1)
                saved.fulfill()
            }
            .store(in: &cancellables)
        counter.save()
        wait(for: [saved], timeout: 5)
    }

    func testUserThenRefusedLogin() {
        let api = StubUserAPI(user: User(id: 1, name: "Ada"))
        let fetched = expectation(description: "user")
        api.user(id: 1)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { XCTFail("\(error)") }
            }, receiveValue: { user in
                XCTAssertEqual(user.name, "Ada")
                fetched.fulfill()
            })
            .store(in: &cancellables)
        waitForExpectations(timeout: 5)
        let refused = expectation(description: "refused")
        LoginService(validPassword: "secret").login(user: "ada", password: "wrong")
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTAssertEqual(error, .wrongPassword)
                    refused.fulfill()
                }
            }, receiveValue: { _ in XCTFail("a session") })
            .store(in: &cancellables)
        waitForExpectations(timeout: 5)
    }
}

runTests([
    test("testIncrementThenSave", StepsTests.testIncrementThenSave),
    test("testUserThenRefusedLogin", StepsTests.testUserThenRefusedLogin),
])
