// validation: runnable
// Tests that wait inside `withExtendedLifetime(c) { … }` for a value its local cancellable's
// `sink` receives, passing before and after: alone in the block, or followed by assertions
// (DuckDuckGo's permission tests), which follow the awaits, the values alive until the check
// that nothing more came. Look-alikes that stay: the block acts after the wait, or names the
// cancellable. The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// A manager that publishes a permission on the main queue once it is set.
final class Permissions {
    let published = PassthroughSubject<String, Never>()
    private(set) var allowed: [String] = []

    func allow(_ domain: String) {
        DispatchQueue.main.async {
            self.allowed.append(domain)
            self.published.send(domain)
        }
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

    func testPermissionIsListedAfterTheWait() {
        let permissions = Permissions()
        let e = expectation(description: "published")
        let c = permissions.published.sink { domain in
            XCTAssertEqual(domain, "example.com")
            e.fulfill()
        }
        permissions.allow("example.com")
        withExtendedLifetime(c) {
            waitForExpectations(timeout: 1)
            XCTAssertEqual(permissions.allowed, ["example.com"])
            print("allowed:", permissions.allowed)
        }
    }

    func testBlockActsAfterTheWait() {
        let permissions = Permissions()
        let e = expectation(description: "published")
        let c = permissions.published.sink { _ in
            e.fulfill()
        }
        permissions.allow("example.com")
        withExtendedLifetime(c) {
            wait(for: [e], timeout: 1)
            permissions.allow("example.org")
        }
    }

    func testBlockNamesTheCancellable() {
        let permissions = Permissions()
        let e = expectation(description: "published")
        let c = permissions.published.sink { _ in
            e.fulfill()
        }
        permissions.allow("example.com")
        withExtendedLifetime(c) {
            wait(for: [e], timeout: 1)
            XCTAssertNotNil(c)
        }
    }
}

runTests([
    test("testPermissionIsPublished", ExtendedLifetimeTests.testPermissionIsPublished),
    test("testPermissionIsListedAfterTheWait", ExtendedLifetimeTests.testPermissionIsListedAfterTheWait),
    test("testBlockActsAfterTheWait", ExtendedLifetimeTests.testBlockActsAfterTheWait),
    test("testBlockNamesTheCancellable", ExtendedLifetimeTests.testBlockNamesTheCancellable),
])
