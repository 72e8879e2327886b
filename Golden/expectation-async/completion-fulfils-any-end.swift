import Combine
import Foundation
import XCTest

final class ScoreStoreAnyEndTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private let minimum = 1

    /// The completion handler fulfils the expectation whatever the end, and fails nothing: a
    /// failure passed the test, so every value until the publisher finishes or fails.
    func testAnyEndWillDo() {
        let exp = expectation(description: "end")
        ScoreStore().save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { _ in
                exp.fulfill()
            }, receiveValue: { score in
                XCTAssertEqual(score.points, 1)
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// The value closure names its value `$0`, and prints it.
    func testPagesDollarZero() {
        let exp = XCTestExpectation(description: "pages")
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { completion in exp.fulfill() }, receiveValue: {
                print("page \($0)")
                XCTAssertGreaterThan($0, 0)
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    private func checkPage(_ page: Int) {
        XCTAssertGreaterThanOrEqual(page, minimum)
        checkBounds(page, upTo: 3)
    }

    private func checkBounds(_ page: Int, upTo last: Int) {
        XCTAssertLessThanOrEqual(page, last)
    }

    /// The closure calls a method, and a local function, that read only what they are given
    /// (and a constant property): what they read cannot change before the await returns.
    func testCallsFunctionsThatReadTheirArguments() {
        let exp = expectation(description: "pages")
        let expected = 0
        func check(_ page: Int) {
            XCTAssertNotEqual(page, expected)
            self.checkPage(page)
        }
        ScoreStore().pages(count: 3)
            .sink { _ in
                exp.fulfill()
            } receiveValue: { page in
                check(page)
                self.checkPage(page)
            }
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// A `Void` publisher's value closure without a parameter list.
    func testDeleteEnds() {
        let exp = expectation(description: "delete")
        ScoreStore().delete(Score(points: 1, id: nil))
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// A failure expected, its value closure naming the value `$0`.
    func testRejectedDollarZero() {
        let exp = expectation(description: "rejected")
        ScoreStore(rejects: true).save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { completion in
                guard case .failure(let error) = completion else { return }
                XCTAssertEqual(error, .rejected("read-only"))
                exp.fulfill()
            }, receiveValue: { XCTFail("unexpected \($0)") })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// A type's `self` (`Int.self`) is no test object.
    func testReadsATypesSelf() {
        let exp = expectation(description: "pages")
        ScoreStore().pages(count: 1)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in
                XCTAssertEqual("\(Int.self)", "Int", "page \(page)")
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// A function of the file's top level that reads only its argument.
    func testCallsATopLevelFunction() {
        let exp = expectation(description: "pages")
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in verifyPage(page) })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }
}

func verifyPage(_ page: Int) { XCTAssertGreaterThan(page, 0) }
