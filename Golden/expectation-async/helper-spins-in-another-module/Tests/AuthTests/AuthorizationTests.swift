#if canImport(AuthTestUtilities)
import AuthTestUtilities
#endif
import Combine
import Foundation
import XCTest

final class TokenClient {
    func requestTokens(redirect: URL?) -> AnyPublisher<String, Never> {
        Just(redirect == nil ? "denied" : "granted").eraseToAnyPublisher()
    }

    func authorize(token: String) -> AnyPublisher<Bool, Never> {
        Just(!token.isEmpty).eraseToAnyPublisher()
    }
}

final class AuthorizationTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// Stays: the redirect comes from a function of the test utilities whose authorizer spins
    /// the run loop for blocks sent to the main queue; on the main actor, an async test holds
    /// that queue, and the page would never load.
    func testTokensAfterTheRedirect() {
        let redirect = openAuthorizationURLAndWaitForRedirect(URL(string: "https://accounts.example.com")!)
        let exp = expectation(description: "tokens")
        TokenClient().requestTokens(redirect: redirect)
            .sink { tokens in
                XCTAssertEqual(tokens, "granted")
                exp.fulfill()
            }
            .store(in: &cancellables)
        wait(for: [exp], timeout: 5)
    }

    /// Migrates: `authorize(token:)` is no method that spins (only `authorize(timeout:)` is).
    func testAuthorizingAToken() {
        let exp = expectation(description: "authorized")
        TokenClient().authorize(token: "abc")
            .sink { authorized in
                XCTAssertTrue(authorized)
                exp.fulfill()
            }
            .store(in: &cancellables)
        wait(for: [exp], timeout: 5)
    }
}
