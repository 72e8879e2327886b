// validation: runnable fails
// Tests of OpenCombine publishers, as an iOS 12 app's test target writes them (corona-warn-app's
// diary tests): an expectation counted over the values that follow an action, and one value
// expected after a hop to the main queue. The store never saves: the second test fails before and after, within its timeout.
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
        _ = entry  // planted: the entry is never sent
    }
}

class DiaryTests: XCTestCase {

	@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
	@MainActor func testDaysUpdatedWhenAdding() async throws {
		let diary = Diary()

		let values = diary.days.testValues()

		diary.add("Monday")

		_ = try await values.next(2, timeout: 5)
		try values.checkNothingMore()
		XCTAssertEqual(diary.days.value, ["Monday"])
	}

	@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
	@MainActor func testSavedEntry() async throws {
		let store = Store()
		let values = store.saved.testValues()

		store.save("Bakery")

		let entry = try await values.next(timeout: 5)
		XCTAssertEqual(entry, "Bakery")
		try values.checkNothingMore()
	}
}

runTests([
    test("testDaysUpdatedWhenAdding", DiaryTests.testDaysUpdatedWhenAdding),
    test("testSavedEntry", DiaryTests.testSavedEntry),
])
