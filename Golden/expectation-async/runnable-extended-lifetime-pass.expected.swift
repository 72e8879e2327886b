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
    @MainActor func testPermissionIsPublished() async throws {
        let permissions = Permissions()
        let values = permissions.published.testValues()
        permissions.allow("example.com")
        let domain = try await values.next(timeout: 1)
        XCTAssertEqual(domain, "example.com")
        try values.checkNothingMore()
    }
}

runTests([test("testPermissionIsPublished", ExtendedLifetimeTests.testPermissionIsPublished)])
