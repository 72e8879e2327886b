import Combine
import XCTest

final class LoginServiceTests: XCTestCase {
    var cancellables: Set<AnyCancellable> = []

    func testWrongPasswordFails() throws {
        let service = LoginService(validPassword: "secret")
        let expectation = self.expectation(description: "login fails")
        service.login(user: "ada", password: "guess")
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    XCTFail("expected a failure")
                case .failure(let error):
                    XCTAssertEqual(error, .wrongPassword)
                    expectation.fulfill()
                }
            }, receiveValue: { _ in
                XCTFail("no session expected")
            })
            .store(in: &cancellables)
        waitForExpectations(timeout: 2) { error in
            XCTAssertNil(error, "timed out")
        }
    }

    func testLockedAccountFailsWhateverItSends() {
        let service = LoginService(validPassword: "secret", locked: true)
        let exp = expectation(description: "locked")
        service.login(user: "ada", password: "secret")
            .sink(receiveCompletion: { completion in
                guard case .failure(let error) = completion else { return }
                XCTAssertEqual(error, .locked)
                exp.fulfill()
            }, receiveValue: { _ in })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }
}
