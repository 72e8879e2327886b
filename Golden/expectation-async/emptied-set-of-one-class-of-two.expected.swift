import Combine
import Foundation
import XCTest

/// Every test of this class migrates: its set goes, though the next class in the file has
/// a set of the same name that stays.
final class UserRepositoryFetchTests: XCTestCase {
    @MainActor func testFetchUser() async throws {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 2, name: "Grace")))

        let values = repository.user(id: 2).testValues()

        let user = try await values.next(timeout: 10)
        XCTAssertEqual(user.name, "Grace")
        try values.checkNothingMore()
    }
}

/// This class's test stays (its set is counted after the wait): so does its set.
final class UserRepositoryCountTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testFetchUserCounted() {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 3, name: "Alan")))
        let exp = expectation(description: "user fetched")

        repository.user(id: 3)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "Alan")
                exp.fulfill()
            })
            .store(in: &cancellables)

        wait(for: [exp], timeout: 10)
        XCTAssertEqual(cancellables.count, 1)
    }
}
