import Combine
import Foundation
import XCTest

final class UserRepositoryTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testFetchUserDeliversOnMain() {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 1, name: "Ada")))
        let exp = expectation(description: "user fetched")

        let userStream = repository.user(id: 1).bufferedValues()
        Task { @MainActor in
            do {
                for try await user in userStream {
                    XCTAssertTrue(Thread.isMainThread)
                    // The repository passes the API's user through.
                    XCTAssertEqual(user.id, 1)
                    XCTAssertEqual(user.name, "Ada")
                    exp.fulfill()
                }
            } catch {
                let error = userStream.failure(error)
                XCTFail("unexpected failure: \(error)")
            }
        }
        .store(in: &cancellables)

        wait(for: [exp], timeout: 10)
    }
}
