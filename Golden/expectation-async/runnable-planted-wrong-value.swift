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
    private var cancellables = Set<AnyCancellable>()

    func testDirectoryFindsAda() {
        let exp = expectation(description: "user")
        BuggyDirectory().user(id: 1)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "Ada")
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 5)
    }
}

runTests([test("testDirectoryFindsAda", WrongValueTests.testDirectoryFindsAda)])
