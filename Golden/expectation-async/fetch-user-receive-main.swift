import Combine
import Foundation
import XCTest

final class UserRepositoryTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testFetchUserDeliversOnMain() {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 1, name: "Ada")))
        let exp = expectation(description: "user fetched")

        repository.user(id: 1)
            .receive(on: DispatchQueue.main) // where the view reads it
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTFail("unexpected failure: \(error)")
                }
            }, receiveValue: { user in
                XCTAssertTrue(Thread.isMainThread)
                // The repository passes the API's user through.
                XCTAssertEqual(user.id, 1)
                XCTAssertEqual(user.name, "Ada")
                exp.fulfill()
            })
            .store(in: &cancellables)

        wait(for: [exp], timeout: 10)
    }
}
