import Combine
import Foundation
import XCTest

/// Parse's tests wrap a dictionary argument of the publisher's call over two lines, the
/// `.sink` on a line of its own: `.testValues()` takes the `.sink`'s line and indentation,
/// not the wrapped argument's; a `.sink` that followed the wrapped argument on its line is
/// followed there by `.testValues()`. An argument aligned under the call's first one stays
/// aligned when what comes before the call on its line changes (`let publisher = ` → `let
/// values = `), and one indented otherwise keeps its indentation.
final class WrappedArgumentTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testFetchUserWithAWrappedArgument() {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 9, name: "Frances")))
        let exp = expectation(description: "user fetched")
        repository.user(id: [9,
                             10].first!)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "Frances")
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 10)
    }

    func testFetchUserSinkOnTheWrappedLine() {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 9, name: "Frances")))
        let exp = expectation(description: "user fetched")
        repository.user(id: [9,
                             10].first!).sink(receiveCompletion: { _ in }, receiveValue: { user in
            XCTAssertEqual(user.name, "Frances")
            exp.fulfill()
        })
        .store(in: &cancellables)
        wait(for: [exp], timeout: 10)
    }

    func testFetchUserStoredInALocal() {
        var subscriptions = Set<AnyCancellable>()
        let repository = UserRepository(api: StubUserAPI(user: User(id: 9, name: "Frances")))
        let exp = expectation(description: "user fetched")
        let publisher = repository.user(id: [9,
                                             10].first!)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "Frances")
                exp.fulfill()
            })
        publisher.store(in: &subscriptions)
        wait(for: [exp], timeout: 10)
    }

    func testFetchUserWithAnIndentedArgument() {
        var subscriptions = Set<AnyCancellable>()
        let repository = UserRepository(api: StubUserAPI(user: User(id: 9, name: "Frances")))
        let exp = expectation(description: "user fetched")
        let publisher = repository.user(
            id: 9)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "Frances")
                exp.fulfill()
            })
        publisher.store(in: &subscriptions)
        wait(for: [exp], timeout: 10)
    }
}
