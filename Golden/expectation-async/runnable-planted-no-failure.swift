// validation: runnable fails
// A planted bug in the code under test: the login accepts any password, so the failure the
// test expects never comes (a value and `.finished` do). The test fails before (`XCTFail`s)
// and after (an unexpected value is thrown), with the same `failed:` line.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: the password is never checked.
final class CarelessLogin {
    func login(password: String) -> AnyPublisher<Session, LoginError> {
        Just(Session(token: password)).setFailureType(to: LoginError.self).eraseToAnyPublisher()
    }
}

final class NoFailureTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testWrongPasswordIsRejected() {
        let exp = expectation(description: "rejected")
        CarelessLogin().login(password: "guess")
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    XCTFail("expected a failure")
                case .failure(let error):
                    XCTAssertEqual(error, .wrongPassword)
                    exp.fulfill()
                }
            }, receiveValue: { session in
                XCTFail("unexpected session \(session)")
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 0.5)
    }
}

runTests([test("testWrongPasswordIsRejected", NoFailureTests.testWrongPasswordIsRejected)])
