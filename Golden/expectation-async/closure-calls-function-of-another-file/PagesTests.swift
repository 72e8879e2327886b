import Combine
import Foundation
import XCTest

final class PagesTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// A check of another file that reads only its argument: it may run after the await.
    func testEveryPageChecked() {
        let exp = expectation(description: "pages")
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in checkPage(page) })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// A check of another file that reads a global other code changes: the test stays.
    func testEveryPageUnderTheLimit() {
        let exp = expectation(description: "pages")
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in checkAgainstLimit(page) })
            .store(in: &cancellables)
        pageLimit = 3
        wait(for: [exp], timeout: 2)
    }
}
