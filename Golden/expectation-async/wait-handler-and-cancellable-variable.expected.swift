// Two shapes real suites write around the wait. WooCommerce's card-reader tests hold the
// subscription in a local variable declared first (`var cancellable: AnyCancellable?`, then
// `cancellable = … .sink`), cancelled after the wait: it is the local a `let` would be, and
// goes with the `sink`. DuckDuckGo's AIChat tests give `waitForExpectations` a handler that
// asserts there was no error, then checks what the closure stored: the handler ran once the
// wait returned, so its other statements follow the awaits (the await's throw says what
// `XCTAssertNil(error)` said); a comment that is all it says beside that (Brave's `{ error in //
// wait for balance to be updated`) ends the await's line. Look-alikes that stay: a variable
// the test reads again, a handler that reads the error otherwise, and one that declares a
// name in the test's scope.
import Combine
import XCTest

final class ReaderStorage {
    let knownReader = CurrentValueSubject<String?, Never>(nil)
    func remember(_ id: String) { knownReader.send(id) }
}

final class ReaderStorageTests: XCTestCase {
    @MainActor func testNoKnownReaderAtFirst() async throws {
        let storage = ReaderStorage()
        let values = storage.knownReader.testValues()
        _ = try await values.next(timeout: 1, where: { readerID in readerID == nil })
        try values.checkNothingMore(where: { readerID in readerID == nil })
    }

    @MainActor func testRememberedReaderIsPublished() async throws {
        let storage = ReaderStorage()
        var receivedValue: String?
        let values = storage.knownReader.dropFirst().testValues()
        storage.remember("reader")
        receivedValue = try await values.next(timeout: 1)
        XCTAssertEqual(receivedValue, "reader")
        try values.checkNothingMore()
    }

    @MainActor func testRememberedReaderWithACommentedWait() async throws {
        let storage = ReaderStorage()
        let values = storage.knownReader.dropFirst().testValues()
        storage.remember("reader")
        let value = try await values.next(timeout: 1) // wait for the reader to be remembered
        XCTAssertEqual(value, "reader")
        try values.checkNothingMore()
    }

    func testVariableReadAgainStays() {
        let storage = ReaderStorage()
        let expectation = self.expectation(description: #function)
        var cancellable: AnyCancellable?
        cancellable = storage.knownReader.sink(receiveValue: { _ in
            expectation.fulfill()
        })
        XCTAssertNotNil(cancellable)
        wait(for: [expectation], timeout: 1)
    }

    func testHandlerReadingTheErrorStays() {
        let storage = ReaderStorage()
        let expectation = self.expectation(description: "remembered")
        let cancellable = storage.knownReader.dropFirst().sink { _ in
            expectation.fulfill()
        }
        storage.remember("reader")
        waitForExpectations(timeout: 1) { error in
            if let error { XCTFail("\(error)") }
        }
        cancellable.cancel()
    }

    func testHandlerDeclaringANameStays() {
        let storage = ReaderStorage()
        let expectation = self.expectation(description: "remembered")
        let cancellable = storage.knownReader.dropFirst().sink { _ in
            expectation.fulfill()
        }
        storage.remember("reader")
        waitForExpectations(timeout: 1) { error in
            XCTAssertNil(error)
            let reader = storage.knownReader.value
            XCTAssertEqual(reader, "reader")
        }
        cancellable.cancel()
    }
}
