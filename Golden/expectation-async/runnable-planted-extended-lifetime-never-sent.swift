// validation: runnable fails
// A planted bug in the code under test: the permission is never published. The wait inside
// `withExtendedLifetime` times out before, the await after its timeout: the test fails,
// and does not hang, with the same `failed:` line on both sides.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `allow` publishes nothing.
final class Permissions {
    let published = PassthroughSubject<String, Never>()

    func allow(_ domain: String) {
        _ = domain
    }
}

final class SilentPermissionTests: XCTestCase {
    func testPermissionIsPublished() {
        let permissions = Permissions()
        let e = expectation(description: "published")
        let c = permissions.published.sink { domain in
            XCTAssertEqual(domain, "example.com")
            e.fulfill()
        }
        permissions.allow("example.com")
        withExtendedLifetime(c) {
            waitForExpectations(timeout: 0.5)
        }
    }
}

runTests([test("testPermissionIsPublished", SilentPermissionTests.testPermissionIsPublished)])
