// validation: runnable
// Tests that pass, before and after: a value delivered on the main queue, a failure expected,
// a value that follows an action, two values counted. The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

final class PassingTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testUserArrivesOnMain() {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 1, name: "Ada")))
        let exp = expectation(description: "user")
        repository.user(id: 1)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTFail("unexpected failure: \(error)")
                }
            }, receiveValue: { user in
                XCTAssertTrue(Thread.isMainThread)
                XCTAssertEqual(user.name, "Ada")
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 5)
    }

    func testUnknownUserFails() {
        let api = StubUserAPI(user: User(id: 1, name: "Ada"))
        let exp = expectation(description: "not found")
        api.user(id: 2)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTAssertTrue(error is NotFound)
                    exp.fulfill()
                }
            }, receiveValue: { user in
                XCTFail("unexpected user \(user)")
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 5)
    }

    @MainActor
    func testTitleFollowsLoad() {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 7, name: "Grace")))
        let exp = expectation(description: "title")
        viewModel.$title
            .dropFirst()
            .sink { title in
                XCTAssertEqual(title, "Grace")
                exp.fulfill()
            }
            .store(in: &cancellables)
        viewModel.load(id: 7)
        waitForExpectations(timeout: 5)
    }

    @MainActor
    func testLoadingThenLoaded() {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 2, name: "Edsger")))
        let exp = expectation(description: "loading, then loaded")
        exp.expectedFulfillmentCount = 2
        var states: [Bool] = []
        let subscription = viewModel.$isLoading.dropFirst().sink { loading in
            states.append(loading)
            exp.fulfill()
        }
        viewModel.load(id: 2)
        wait(for: [exp], timeout: 5)
        subscription.cancel()
        XCTAssertEqual(states, [true, false])
    }
}

runTests([
    test("testUserArrivesOnMain", PassingTests.testUserArrivesOnMain),
    test("testUnknownUserFails", PassingTests.testUnknownUserFails),
    test("testTitleFollowsLoad", PassingTests.testTitleFollowsLoad),
    test("testLoadingThenLoaded", PassingTests.testLoadingThenLoaded),
])
