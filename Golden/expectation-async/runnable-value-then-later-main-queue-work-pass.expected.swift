// validation: runnable
// The value comes in a main-queue block; another block queued with it queues a third, which
// sends a second value (as woocommerce's product image handler does: its initial value, then a
// status change two main-queue hops later). XCTest's wait returned once the main queue's work
// queued by the time the value came had run, before the third block: the second value never
// fulfilled the expectation again. The awaiting test resumes later than that (through the
// global executor, then the main actor), so `checkNothingMore()` counts only what came before
// the wait would have returned. The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// The code under test: it reports unsaved changes at once, then again after an upload.
final class ImageActionHandler {
    let hasUnsavedChanges = PassthroughSubject<Bool, Never>()

    func start() {
        DispatchQueue.main.async { self.hasUnsavedChanges.send(true) }
        DispatchQueue.main.async {
            // The upload's status changes, which reports again a turn later.
            DispatchQueue.main.async { self.hasUnsavedChanges.send(true) }
        }
    }
}

final class LaterMainQueueWorkTests: XCTestCase {
    @MainActor
    func testReportsUnsavedChanges() async throws {
        let handler = ImageActionHandler()
        let values = handler.hasUnsavedChanges.testValues()
        handler.start()
        let hasChanges = try await values.next(timeout: 1)
        XCTAssertTrue(hasChanges)
        try values.checkNothingMore()
    }
}

runTests([
    test("testReportsUnsavedChanges", LaterMainQueueWorkTests.testReportsUnsavedChanges),
])
