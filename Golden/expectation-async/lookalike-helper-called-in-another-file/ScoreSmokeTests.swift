import XCTest

final class ScoreSmokeTests: XCTestCase, ScoreSuite {
    func testEverything() {
        savedScores()
        XCTAssertTrue(true)
    }
}
