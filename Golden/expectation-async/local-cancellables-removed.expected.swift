import Combine
import Foundation
import XCTest

final class UserRepositoryLocalTests: XCTestCase {
    /// A local set only the rewritten `sink` stored into: it goes with the `sink`.
    @MainActor func testFetchUserWithALocalSet() async throws {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 2, name: "Grace")))

        let values = repository.user(id: 2).testValues()

        let user = try await values.next(timeout: 10)
        XCTAssertEqual(user.name, "Grace")
        try values.checkNothingMore()
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
    @MainActor func testFetchUserThenEmptyTheSet() async throws {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 4, name: "Edsger")))
        let values = repository.user(id: 4).testValues()
        let user = try await values.next(timeout: 10)
        XCTAssertEqual(user.name, "Edsger")
        try values.checkNothingMore()
        cancellables.removeAll()
    }

    private var cancellables = Set<AnyCancellable>()
}
