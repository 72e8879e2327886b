// validation: runnable fails
// A planted bug in the code under test: the uploader sends its progress but never finishes,
// so the completion handler never fulfils the expectation. The test fails before (the wait
// times out) and after (the await of the end times out) within its timeout, with the same
// `failed:` line — it does not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `upload()` forgets to send `.finished`.
final class Uploader {
    private let progress = PassthroughSubject<Int, StoreError>()

    func upload() -> AnyPublisher<Int, StoreError> {
        let progress = self.progress
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) {
            progress.send(50)
            progress.send(100)
        }
        return progress.eraseToAnyPublisher()
    }
}

final class EndNeverComesTests: XCTestCase {
    @MainActor func testUploadReachesAHundred() async throws {
        var last = 0
        let values = Uploader().upload().testValues()
        for percent in try await values.untilFinished(timeout: 0.5) {
            XCTAssertGreaterThan(percent, last)
            last = percent
        }
        XCTAssertEqual(last, 100)
    }
}

runTests([test("testUploadReachesAHundred", EndNeverComesTests.testUploadReachesAHundred)])
