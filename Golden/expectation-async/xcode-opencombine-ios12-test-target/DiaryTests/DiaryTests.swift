import OpenCombine
import XCTest

/// A test target of an app that deploys to iOS 12.5 (the project's setting) and tests its
/// OpenCombine publishers: each async test says it needs iOS 13, where Swift concurrency runs.
class DiaryTests: DiaryTestCase {

	func testDaysUpdatedWhenAdding() throws {
		let diary = Diary()
		let daysExpectation = expectation(description: "days published")
		daysExpectation.expectedFulfillmentCount = 2

		var subscriptions = [AnyCancellable]()
		diary.$days.sink { _ in
			daysExpectation.fulfill()
		}.store(in: &subscriptions)

		diary.add("Monday")

		waitForExpectations(timeout: 5)
		XCTAssertEqual(diary.days, ["Monday"])
	}

	/// Its attributes stay after the `@available`.
	@MainActor
	func testSavedEntry() {
		let store = DiaryStore()
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
