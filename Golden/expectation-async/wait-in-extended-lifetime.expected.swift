import Combine
import XCTest

struct Permission: Equatable {
    var domain: String
    var allowed: Bool
}

final class PermissionManager {
    let permissions = PassthroughSubject<Permission, Never>()
    let removals = PassthroughSubject<String, Never>()

    func allow(_ domain: String) {
        permissions.send(Permission(domain: domain, allowed: true))
    }
}

// The wait inside `withExtendedLifetime(c) { … }`, which keeps the `sink`'s local cancellable
// alive around it: the awaits replace it, the values keeping the subscription alive.
final class PermissionManagerTests: XCTestCase {
    private let manager = PermissionManager()

    @MainActor func testAllowedPermissionIsPublished() async throws {
        let values = manager.permissions.testValues()

        manager.allow("example.com")
        let value = try await values.next(timeout: 1)
        XCTAssertEqual(value.domain, "example.com")
        XCTAssertTrue(value.allowed)
        try values.checkNothingMore()
    }

    @MainActor func testRemovalIsPublished() async throws {
        let values = manager.removals.testValues()
        manager.removals.send("example.com")
        _ = try await values.next(timeout: 0.3)
        try values.checkNothingMore()
        XCTAssertTrue(true)
    }

    // The block asserts after the wait, naming `value` as the test's other code does: the
    // assertion follows the awaits, and the awaited value takes a fresh name.
    @MainActor func testAssertionAfterTheWaitInTheBlock() async throws {
        let value = Permission(domain: "example.com", allowed: true)
        let values = manager.permissions.testValues()
        manager.allow("example.com")
        let value2 = try await values.next(timeout: 1)
        XCTAssertTrue(value2.allowed)
        XCTAssertEqual(value.domain, "example.com")
        try values.checkNothingMore()
    }

    // Stays: the block keeps another cancellable alive.
    func testOtherCancellableKeptAlive() {
        let e = expectation(description: "permission published")
        let other = manager.removals.sink { _ in }
        let c = manager.permissions.sink { _ in e.fulfill() }
        manager.allow("example.com")
        withExtendedLifetime(other) {
            wait(for: [e], timeout: 1)
        }
        c.cancel()
    }

    // Stays: the block does more than wait.
    func testBlockDoesMore() {
        let e = expectation(description: "permission published")
        let c = manager.permissions.sink { _ in e.fulfill() }
        withExtendedLifetime(c) {
            manager.allow("example.com")
            wait(for: [e], timeout: 1)
        }
    }
}
