import Combine
import XCTest

final class AvatarTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// The completion handler's comment would go with the handler: kept, with a warning.
    func testAvatarLoads() {
        let exp = expectation(description: "avatar")
        StubUserAPI(user: User(id: 5, name: "Frances")).user(id: 5)
            .sink(receiveCompletion: { completion in
                // A failure here means the stub is misconfigured.
                if case .failure(let error) = completion {
                    XCTFail("\(error)")
                }
            }, receiveValue: { user in
                XCTAssertEqual(user.name, "Frances")
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 1)
    }
}
