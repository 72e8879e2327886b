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
    @MainActor func testWrongPasswordIsRejected() async throws {
        let values = CarelessLogin().login(password: "guess").testValues()
        let error = try await values.failure(timeout: 0.5)
        XCTAssertEqual(error, .wrongPassword)
    }
}

runTests([test("testWrongPasswordIsRejected", NoFailureTests.testWrongPasswordIsRejected)])
