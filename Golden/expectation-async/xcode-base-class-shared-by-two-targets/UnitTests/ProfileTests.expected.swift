import Combine
import XCTest

final class ProfileTests: BaseTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// Calls a helper its file does not declare: the base class, which the run reads in the
    /// file both targets build, does not declare it, so the test migrates.
    @MainActor func testNameSent() async throws {
        let profile = makeProfile()
        let values = profile.name.testValues()
        profile.name.send("Ada")
        let name = try await values.next(timeout: 1)
        XCTAssertEqual(name, "Ada")
        try values.checkNothingMore()
    }

    /// Look-alike: the base class declares an `async` overload of the method called, which an
    /// async test would pick; it stays.
    func testNameSentAfterReset() {
        resetStore()
        let profile = makeProfile()
        let exp = expectation(description: "name")
        profile.name.sink { name in
            XCTAssertEqual(name, "Ada")
            exp.fulfill()
        }.store(in: &cancellables)
        profile.name.send("Ada")
        wait(for: [exp], timeout: 1)
    }
}
