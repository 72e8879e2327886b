// validation: runnable fails
// A planted bug in the code under test: the permission is never published. The wait inside
// `withExtendedLifetime` times out before, the await after its timeout: the tests fail,
// and do not hang, with the same `failed:` lines on both sides (the second one's assertion
// after the wait fails too before; after, the await's timeout ends the test first).
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `allow` publishes nothing.
final class Permissions {
    let published = PassthroughSubject<String, Never>()
    private(set) var allowed: [String] = []

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

    @MainActor func testPermissionIsListedAfterTheWait() async throws {
        let permissions = Permissions()
        let values = permissions.published.testValues()
        permissions.allow("example.com")
        let domain = try await values.next(timeout: 0.5)
        XCTAssertEqual(domain, "example.com")
        XCTAssertEqual(permissions.allowed, ["example.com"])
        try values.checkNothingMore()
    }
}

runTests([
    test("testPermissionIsPublished", SilentPermissionTests.testPermissionIsPublished),
    test("testPermissionIsListedAfterTheWait", SilentPermissionTests.testPermissionIsListedAfterTheWait),
])
