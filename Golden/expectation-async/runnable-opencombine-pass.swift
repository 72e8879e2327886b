// validation: runnable
// Tests of OpenCombine publishers, as an iOS 12 app's test target writes them (corona-warn-app's
// diary tests): an expectation counted over the values that follow an action, and one value
// expected after a hop to the main queue. They pass before and after.
import Foundation
import OpenCombine
import XCTest

/// The code under test: a diary whose days are published, and a store that saves later.
final class Diary {
    let days = CurrentValueSubject<[String], Never>([])
    func add(_ day: String) { days.send(days.value + [day]) }
}

final class Store {
    let saved = PassthroughSubject<String, Never>()
    func save(_ entry: String) {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) { self.saved.send(entry) }
    }
}

class DiaryTests: XCTestCase {

	func testDaysUpdatedWhenAdding() {
		let diary = Diary()
		let daysExpectation = expectation(description: "days published")
		daysExpectation.expectedFulfillmentCount = 2

		var subscriptions = [AnyCancellable]()
		diary.days.sink { _ in
			daysExpectation.fulfill()
		}.store(in: &subscriptions)

		diary.add("Monday")

		waitForExpectations(timeout: 5)
		XCTAssertEqual(diary.days.value, ["Monday"])
	}

	func testSavedEntry() {
		let store = Store()
		let savedExpectation = expectation(description: "saved")
		var subscriptions = [AnyCancellable]()
		store.saved.sink { entry in
			XCTAssertEqual(entry, "Bakery")
			savedExpectation.fulfill()
		}.store(in: &subscriptions)

		store.save("Bakery")

		waitForExpectations(timeout: 5)
	}
}

runTests([
    test("testDaysUpdatedWhenAdding", DiaryTests.testDaysUpdatedWhenAdding),
    test("testSavedEntry", DiaryTests.testSavedEntry),
])
