import Combine
import Foundation
import XCTest

final class UserRepositoryLocalTests: XCTestCase {
    /// A local set only the rewritten `sink` stored into: it goes with the `sink`.
    func testFetchUserWithALocalSet() {
        var subscriptions = Set<AnyCancellable>()
        let repository = UserRepository(api: StubUserAPI(user: User(id: 2, name: "Grace")))
        let exp = expectation(description: "user fetched")

        repository.user(id: 2)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTFail("unexpected failure: \(error)")
                }
            }, receiveValue: { user in
                XCTAssertEqual(user.name, "Grace")
                exp.fulfill()
            })
            .store(in: &subscriptions)

        wait(for: [exp], timeout: 10)
    }

    /// A local set other code reads too: it stays.
    func testFetchUserWithASetCountedAfterwards() {
        var subscriptions = [AnyCancellable]()
        let repository = UserRepository(api: StubUserAPI(user: User(id: 3, name: "Alan")))
        let exp = expectation(description: "user fetched")

        repository.user(id: 3)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTFail("unexpected failure: \(error)")
                }
            }, receiveValue: { user in
                XCTAssertEqual(user.name, "Alan")
                exp.fulfill()
            })
            .store(in: &subscriptions)

        wait(for: [exp], timeout: 10)
        XCTAssertEqual(subscriptions.count, 1)
    }

    /// A property set emptied after the last wait: the subscription ends where the test's
    /// end would end it, so the test migrates (the statement stays).
    func testFetchUserThenEmptyTheSet() {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 4, name: "Edsger")))
        let exp = expectation(description: "user fetched")
        repository.user(id: 4)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "Edsger")
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 10)
        cancellables.removeAll()
    }

    /// A local set only the rewritten `sink` stored into, emptied after the wait: the
    /// statement that empties it goes with it.
    func testFetchUserWithALocalSetEmptied() {
        var subscriptions = Set<AnyCancellable>()
        let repository = UserRepository(api: StubUserAPI(user: User(id: 5, name: "Barbara")))
        let exp = expectation(description: "user fetched")
        repository.user(id: 5)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "Barbara")
                exp.fulfill()
            })
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 10)
        subscriptions.removeAll()
    }

    /// A local set that also holds a `sink` that stays, each subscription cancelled after
    /// the last wait: the test migrates, and the statement cancels the one that stays.
    func testFetchUserBesideARecorderCancelledAtTheEnd() {
        var subscriptions = [AnyCancellable]()
        var names: [String] = []
        let repository = UserRepository(api: StubUserAPI(user: User(id: 6, name: "Donald")))
        let exp = expectation(description: "user fetched")
        repository.user(id: 6)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                names.append(user.name)
            })
            .store(in: &subscriptions)
        repository.user(id: 6)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "Donald")
                exp.fulfill()
            })
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 10)
        subscriptions.forEach({ $0.cancel() })
        XCTAssertEqual(names, ["Donald"])
    }

    /// A property set emptied after the wait, before a wait for what other code fulfils:
    /// the subscription ended there, as the values' cancellation does, then the check.
    func testFetchUserThenEmptyTheSetThenWaitForACallback() {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 7, name: "Niklaus")))
        let exp = expectation(description: "user fetched")
        repository.user(id: 7)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "Niklaus")
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 10)
        cancellables.removeAll()

        let saved = expectation(description: "saved")
        DispatchQueue.main.async { saved.fulfill() }
        wait(for: [saved], timeout: 10)
    }

    private var cancellables = Set<AnyCancellable>()
}

final class UserRepositoryHelperTests: XCTestCase {
    /// The property set a helper the test calls fills too: emptying it between the wait and
    /// another wait also ended the helper's subscriptions, which `values.cancel()` would not.
    func testFetchUserThenEmptyASetAHelperFills() {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 8, name: "John")))
        watchUsers(of: repository)
        let exp = expectation(description: "user fetched")
        repository.user(id: 8)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "John")
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 10)
        cancellables.removeAll()

        let saved = expectation(description: "saved")
        DispatchQueue.main.async { saved.fulfill() }
        wait(for: [saved], timeout: 10)
    }

    private func watchUsers(of repository: UserRepository) {
        repository.user(id: 1)
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
            .store(in: &cancellables)
    }

    private var cancellables = Set<AnyCancellable>()
}
