// validation: runnable
// Subscriptions stored into a bag of the project's own (`store(in: bag)`, no `&`: a
// `CancelBag`, as Azure's UI library has), in a property the test's setUp fills: the rewrite
// awaits the values instead, so what held the subscription no longer matters. A value
// closure without a parameter list (`$0`, in parentheses) reads as the trailing form. The
// same `passed:` lines print on both sides.
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
        title = participants == 1 ? "Call with 1 person" : "Call with \(participants) people"
    }

    func toggle() {
        isDisplayed.toggle()
    }
}

final class CancelBagTests: XCTestCase {
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
    func testTitleFollowsParticipants() {
        let sut = HeaderViewModel()
        let expectation = XCTestExpectation(description: "Should publish title")
        sut.$title
            .dropFirst()
            .sink(receiveValue: { title in
                XCTAssertEqual(title, "Call with 2 people")
                expectation.fulfill()
            }).store(in: cancellable)
        sut.update(participants: 2)
        wait(for: [expectation], timeout: 1)
    }

    @MainActor
    func testToggleDisplays() {
        let sut = HeaderViewModel()
        let expectation = expectation(description: "Should display")
        sut.$isDisplayed
            .dropFirst()
            .sink(receiveValue: {
                XCTAssertTrue($0)
                expectation.fulfill()
            })
            .store(in: cancellable)
        sut.toggle()
        wait(for: [expectation], timeout: 1)
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
    test("testTitleFollowsParticipants", CancelBagTests.testTitleFollowsParticipants),
    test("testToggleDisplays", CancelBagTests.testToggleDisplays),
    test("testToggleDisplaysWithLocalBag", CancelBagTests.testToggleDisplaysWithLocalBag),
])
