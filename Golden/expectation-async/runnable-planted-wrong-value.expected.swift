// validation: runnable fails
// A planted bug in the code under test: the repository sends the wrong user. The test fails
// before and after the rewrite (exit status 1, the same `failed:` line), not hangs.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: it looks the user up by the wrong id.
final class BuggyDirectory {
    let users = [1: User(id: 1, name: "Ada"), 2: User(id: 2, name: "Grace")]
    func user(id: Int) -> AnyPublisher<User, NotFound> {
        guard let user = users[id + 1] else { return Fail(error: NotFound()).eraseToAnyPublisher() }
        return Just(user).setFailureType(to: NotFound.self).eraseToAnyPublisher()
    }
}

final class WrongValueTests: XCTestCase {
    @MainActor func testDirectoryFindsAda() async throws {
        let values = BuggyDirectory().user(id: 1)
            .receive(on: DispatchQueue.main)
            .testValues()
        let user = try await values.next(timeout: 5)
        XCTAssertEqual(user.name, "Ada")
        try values.checkNothingMore()
    }
}

runTests([test("testDirectoryFindsAda", WrongValueTests.testDirectoryFindsAda)])
