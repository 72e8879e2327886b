import Combine
import Foundation
import XCTest

/// The test migrates, but its class's set stays: an extension of a type nested in the class
/// reaches the `private` set too (`extension UserRepositorySpyTests.Spy`, whose name ends
/// with another type's).
final class UserRepositorySpyTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    struct Spy {
        let owner: UserRepositorySpyTests
    }

    func testFetchUser() {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 2, name: "Grace")))
        let exp = expectation(description: "user fetched")

        repository.user(id: 2)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "Grace")
                exp.fulfill()
            })
            .store(in: &cancellables)

        wait(for: [exp], timeout: 10)
    }
}

extension UserRepositorySpyTests.Spy {
    func reset() {
        owner.cancellables.removeAll()
    }
}
