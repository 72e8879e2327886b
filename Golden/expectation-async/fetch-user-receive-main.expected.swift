import Combine
import Foundation
import XCTest

final class UserRepositoryTests: XCTestCase {
    @MainActor func testFetchUserDeliversOnMain() async throws {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 1, name: "Ada")))

        let values = repository.user(id: 1)
            .receive(on: DispatchQueue.main) // where the view reads it
            .testValues()

        let user = try await values.next(timeout: 10)
        XCTAssertTrue(Thread.isMainThread)
        // The repository passes the API's user through.
        XCTAssertEqual(user.id, 1)
        XCTAssertEqual(user.name, "Ada")
        try values.checkNothingMore()
    }
}
