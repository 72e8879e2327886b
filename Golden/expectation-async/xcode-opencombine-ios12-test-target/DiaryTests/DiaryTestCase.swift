import XCTest

/// The tests' base class, as corona-warn-app's `CWATestCase`: a test stops at its first
/// failure, which XCTest does for a synchronous test only (the async ones get a note).
class DiaryTestCase: XCTestCase {
	override func setUpWithError() throws {
		try super.setUpWithError()
		continueAfterFailure = false
	}
}
