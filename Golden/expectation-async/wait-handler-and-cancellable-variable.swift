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
    func testNoKnownReaderAtFirst() {
        let storage = ReaderStorage()
        let expectation = self.expectation(description: #function)
        var cancellable: AnyCancellable?
        cancellable = storage.knownReader.sink(receiveValue: { readerID in
            guard readerID == nil else {
                return
            }
            expectation.fulfill()
        })
        wait(for: [expectation], timeout: 1)
        cancellable?.cancel()
    }

    func testRememberedReaderIsPublished() {
        let storage = ReaderStorage()
        var receivedValue: String?
        let expectation = self.expectation(description: "remembered")
        let cancellable = storage.knownReader.dropFirst().sink { value in
            receivedValue = value
            expectation.fulfill()
        }
        storage.remember("reader")
        waitForExpectations(timeout: 1) { error in
            XCTAssertNil(error, "The reader was not published in time.")
            XCTAssertEqual(receivedValue, "reader")
        }
        cancellable.cancel()
    }

    func testRememberedReaderWithACommentedWait() {
        let storage = ReaderStorage()
        let expectation = self.expectation(description: "remembered")
        let cancellable = storage.knownReader.dropFirst().sink { value in
            XCTAssertEqual(value, "reader")
            expectation.fulfill()
        }
        storage.remember("reader")
        waitForExpectations(timeout: 1) { error in // wait for the reader to be remembered
            XCTAssertNil(error)
        }
        cancellable.cancel()
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
