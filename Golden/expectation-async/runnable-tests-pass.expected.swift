// validation: runnable
// Tests that pass, before and after: a value delivered on the main queue, a failure expected,
// a value that follows an action, two values counted. The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

final class PassingTests: XCTestCase {
    @MainActor func testUserArrivesOnMain() async throws {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 1, name: "Ada")))
        let values = repository.user(id: 1)
            .receive(on: DispatchQueue.main)
            .testValues()
        let user = try await values.next(timeout: 5)
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertEqual(user.name, "Ada")
        try values.checkNothingMore()
    }

    @MainActor func testUnknownUserFails() async throws {
        let api = StubUserAPI(user: User(id: 1, name: "Ada"))
        let values = api.user(id: 2).testValues()
        let error = try await values.failure(timeout: 5)
        XCTAssertTrue(error is NotFound)
    }

    @MainActor
    func testTitleFollowsLoad() async throws {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 7, name: "Grace")))
        let values = viewModel.$title
            .dropFirst()
            .testValues()
        viewModel.load(id: 7)
        let title = try await values.next(timeout: 5)
        XCTAssertEqual(title, "Grace")
        try values.checkNothingMore()
    }

    @MainActor
    func testLoadingThenLoaded() async throws {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 2, name: "Edsger")))
        var states: [Bool] = []
        let values = viewModel.$isLoading.dropFirst().testValues()
        viewModel.load(id: 2)
        for loading in try await values.next(2, timeout: 5) {
            states.append(loading)
        }
        try values.checkNothingMore()
        XCTAssertEqual(states, [true, false])
    }
}

runTests([
    test("testUserArrivesOnMain", PassingTests.testUserArrivesOnMain),
    test("testUnknownUserFails", PassingTests.testUnknownUserFails),
    test("testTitleFollowsLoad", PassingTests.testTitleFollowsLoad),
    test("testLoadingThenLoaded", PassingTests.testLoadingThenLoaded),
])
