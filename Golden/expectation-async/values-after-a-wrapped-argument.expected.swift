import Combine
import Foundation
import XCTest

/// Parse's tests wrap a dictionary argument of the publisher's call over two lines, the
/// `.sink` on a line of its own: `.testValues()` takes the `.sink`'s line and indentation,
/// not the wrapped argument's; a `.sink` that followed the wrapped argument on its line is
/// followed there by `.testValues()`. An argument aligned under the call's first one stays
/// aligned when what comes before the call on its line changes (`let publisher = ` → `let
/// values = `), and one indented otherwise keeps its indentation.
final class WrappedArgumentTests: XCTestCase {
    @MainActor func testFetchUserWithAWrappedArgument() async throws {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 9, name: "Frances")))
        let values = repository.user(id: [9,
                                          10].first!)
            .testValues()
        let user = try await values.next(timeout: 10)
        XCTAssertEqual(user.name, "Frances")
        try values.checkNothingMore()
    }

    @MainActor func testFetchUserSinkOnTheWrappedLine() async throws {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 9, name: "Frances")))
        let values = repository.user(id: [9,
                                          10].first!).testValues()
        let user = try await values.next(timeout: 10)
        XCTAssertEqual(user.name, "Frances")
        try values.checkNothingMore()
    }

    @MainActor func testFetchUserStoredInALocal() async throws {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 9, name: "Frances")))
        let values = repository.user(id: [9,
                                          10].first!)
            .testValues()
        let user = try await values.next(timeout: 10)
        XCTAssertEqual(user.name, "Frances")
        try values.checkNothingMore()
    }

    @MainActor func testFetchUserWithAnIndentedArgument() async throws {
        let repository = UserRepository(api: StubUserAPI(user: User(id: 9, name: "Frances")))
        let values = repository.user(
            id: 9)
            .testValues()
        let user = try await values.next(timeout: 10)
        XCTAssertEqual(user.name, "Frances")
        try values.checkNothingMore()
    }
}
