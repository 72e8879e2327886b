// validation: runnable fails
// A planted bug in the code under test: the header counts one participant too few, and its
// toggle sets rather than flips. Both tests fail before and after the rewrite (exit status 1,
// the same `failed:` lines), not hang. The tests are those of runnable-cancel-bag-pass.
import Combine
import Foundation
import XCTest

/// A bag of subscriptions the project declares, as some code bases do instead of a `Set`.
final class CancelBag {
    fileprivate var subscriptions = Set<AnyCancellable>()
    func cancel() { subscriptions.removeAll() }
}

extension AnyCancellable {
    func store(in bag: CancelBag) { bag.subscriptions.insert(self) }
}

@MainActor
final class HeaderViewModel: ObservableObject {
    @Published var title = ""
    @Published var isDisplayed = false

    func update(participants: Int) {
        title = participants - 1 == 1 ? "Call with 1 person" : "Call with \(participants - 1) people"
    }

    func toggle() {
        isDisplayed = false
    }
}

final class PlantedCancelBagTests: XCTestCase {
    var cancellable: CancelBag!

    override func setUp() {
        super.setUp()
        cancellable = CancelBag()
    }

    override func tearDown() {
        cancellable = nil
        super.tearDown()
    }

    @MainActor
    func testTitleFollowsParticipants() async throws {
        let sut = HeaderViewModel()
        let values = sut.$title
            .dropFirst()
            .testValues()
        sut.update(participants: 2)
        for title in try await values.nextAndArrived(timeout: 1) {
            XCTAssertEqual(title, "Call with 2 people")
        }
    }

    @MainActor
    func testToggleDisplays() async throws {
        let sut = HeaderViewModel()
        let values = sut.$isDisplayed
            .dropFirst()
            .testValues()
        sut.toggle()
        let value = try await values.next(timeout: 1)
        XCTAssertTrue(value)
        try values.checkNothingMore()
    }

    /// A bag declared by the test itself is other code the rewrite would leave unused: the
    /// test stays as it is (and still runs).
    @MainActor
    func testToggleDisplaysWithLocalBag() {
        let sut = HeaderViewModel()
        let bag = CancelBag()
        let expectation = expectation(description: "Should display")
        sut.$isDisplayed
            .dropFirst()
            .sink(receiveValue: { XCTAssertTrue($0); expectation.fulfill() })
            .store(in: bag)
        sut.toggle()
        wait(for: [expectation], timeout: 1)
    }
}

runTests([
    test("testTitleFollowsParticipants", PlantedCancelBagTests.testTitleFollowsParticipants),
    test("testToggleDisplays", PlantedCancelBagTests.testToggleDisplays),
    test("testToggleDisplaysWithLocalBag", PlantedCancelBagTests.testToggleDisplaysWithLocalBag),
])
