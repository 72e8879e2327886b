// validation: runnable
// A test that waits inside `withExtendedLifetime(c) { … }` for a value its local
// cancellable's `sink` receives, passing before and after. The same `passed:` line prints on
// both sides.
import Combine
import Foundation
import XCTest

/// A manager that publishes a permission on the main queue once it is set.
final class Permissions {
    let published = PassthroughSubject<String, Never>()

    func allow(_ domain: String) {
        DispatchQueue.main.async { self.published.send(domain) }
    }
}

final class ExtendedLifetimeTests: XCTestCase {
    func testPermissionIsPublished() {
        let permissions = Permissions()
        let e = expectation(description: "published")
        let c = permissions.published.sink { domain in
            XCTAssertEqual(domain, "example.com")
            e.fulfill()
        }
        permissions.allow("example.com")
        withExtendedLifetime(c) {
            waitForExpectations(timeout: 1)
        }
    }
}

runTests([test("testPermissionIsPublished", ExtendedLifetimeTests.testPermissionIsPublished)])
