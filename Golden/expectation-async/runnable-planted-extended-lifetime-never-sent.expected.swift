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
    @MainActor func testPermissionIsPublished() async throws {
        let permissions = Permissions()
        let values = permissions.published.testValues()
        permissions.allow("example.com")
        let domain = try await values.next(timeout: 0.5)
        XCTAssertEqual(domain, "example.com")
        try values.checkNothingMore()
    }
}

runTests([test("testPermissionIsPublished", SilentPermissionTests.testPermissionIsPublished)])
