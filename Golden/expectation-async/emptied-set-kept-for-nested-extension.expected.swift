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

    @MainActor func testFetchUser() async throws {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 2, name: "Grace")))

        let values = repository.user(id: 2).testValues()

        let user = try await values.next(timeout: 10)
        XCTAssertEqual(user.name, "Grace")
        try values.checkNothingMore()
    }
}

extension UserRepositorySpyTests.Spy {
    func reset() {
        owner.cancellables.removeAll()
    }
}
