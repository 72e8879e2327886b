import Combine
import XCTest

final class LoginServiceTests: XCTestCase {
    var cancellables: Set<AnyCancellable> = []

    @MainActor func testWrongPasswordFails() async throws {
        let service = LoginService(validPassword: "secret")
        let values = service.login(user: "ada", password: "guess").testValues()
        let error = try await values.failure(timeout: 2)
        XCTAssertEqual(error, .wrongPassword)
    }

    @MainActor func testLockedAccountFailsWhateverItSends() async throws {
        let service = LoginService(validPassword: "secret", locked: true)
        let values = service.login(user: "ada", password: "secret").testValues()
        let error = try await values.failure(timeout: 2, ignoringValues: true)
        XCTAssertEqual(error, .locked)
    }
}
