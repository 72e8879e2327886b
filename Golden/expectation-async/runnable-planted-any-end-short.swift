// validation: runnable fails
// A planted bug in the code under test: the pages stop one short, then the end comes. The
// completion handler fulfils the expectation whatever the end; the count after the wait
// fails the test before and after the rewrite, with the same `failed:` line.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: one page fewer than asked for.
final class ShortPages {
    func pages(count: Int) -> AnyPublisher<Int, StoreError> {
        ScoreStore().pages(count: count - 1)
    }
}

final class AnyEndShortTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testPagesUntilTheEnd() {
        let exp = expectation(description: "pages")
        var pages = 0
        ShortPages().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { _ in pages += 1 })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
        XCTAssertEqual(pages, 3)
    }
}

runTests([test("testPagesUntilTheEnd", AnyEndShortTests.testPagesUntilTheEnd)])
