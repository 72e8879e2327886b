import OpenCombine
import XCTest

/// A test target of an app that deploys to iOS 12.5 (the project's setting) and tests its
/// OpenCombine publishers: each async test says it needs iOS 13, where Swift concurrency runs.
class DiaryTests: DiaryTestCase {

	@available(iOS 13.0, *)
	@MainActor func testDaysUpdatedWhenAdding() async throws {
		let diary = Diary()

		let values = diary.$days.testValues()

		diary.add("Monday")

		_ = try await values.next(2, timeout: 5)
		try values.checkNothingMore()
		XCTAssertEqual(diary.days, ["Monday"])
	}

	/// Its attributes stay after the `@available`.
	@available(iOS 13.0, *)
	@MainActor
	func testSavedEntry() async throws {
		let store = DiaryStore()
		let values = store.saved.testValues()

		store.save("Bakery")

		let entry = try await values.next(timeout: 5)
		XCTAssertEqual(entry, "Bakery")
		try values.checkNothingMore()
	}
}
