// validation: runnable fails
// Planted bugs in the code under test: the storage forgets the reader it was made with (the
// first test's value never comes: its wait, then its await, times out), and `forget()` sends
// the last reader again instead of nil (the counted test records it twice). The values the
// value closure's `guard let` turned away, the nil ones, are those `compactMap` drops. The
// same tests fail before and after (exit status 1, the same `failed:` lines), within their
// timeouts, not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bugs: it forgets the reader it was made with, and
/// `forget()` sends the last reader again instead of nil.
final class KnownReaderStorage {
    let knownReader: CurrentValueSubject<String?, Never>
    private var last: String?

    init(known: String?) {
        knownReader = CurrentValueSubject(nil)
    }

    func remember(_ reader: String) {
        DispatchQueue.main.async {
            self.last = reader
            self.knownReader.send(reader)
        }
    }

    func forget() {
        DispatchQueue.main.async {
            self.knownReader.send(self.last)
        }
    }
}

final class UnwrappedValuesTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testInitialKnownValue() {
        let storage = KnownReaderStorage(known: "CHB204")
        let expectation = self.expectation(description: "known reader")
        expectation.expectedFulfillmentCount = 1
        var cancellable: AnyCancellable?
        var recorded: [String] = []

        cancellable = storage.knownReader.sink(receiveValue: { readerID in
            guard let readerID = readerID else {
                return
            }
            recorded.append(readerID)
            expectation.fulfill()
        })

        wait(for: [expectation], timeout: 1)
        cancellable?.cancel()
        XCTAssertEqual(recorded, ["CHB204"])
    }

    func testRememberingPublishesChange() {
        let storage = KnownReaderStorage(known: nil)
        let expectation = self.expectation(description: "remembered readers")
        expectation.expectedFulfillmentCount = 2
        var recorded: [String] = []

        storage.knownReader
            .receive(on: DispatchQueue.main)
            .sink { readerID in
                guard let readerID else { return }
                recorded.append(readerID)
                expectation.fulfill()
            }
            .store(in: &cancellables)

        storage.remember("CHB204")
        storage.forget()
        storage.remember("WPE101")
        wait(for: [expectation], timeout: 1)
        XCTAssertEqual(recorded, ["CHB204", "WPE101"])
    }

    func testFirstLetterOfTheReader() {
        let storage = KnownReaderStorage(known: "")
        let letter = expectation(description: "first letter")
        storage.knownReader.sink {
            guard let first = $0?.first else { return }
            XCTAssertEqual(first, "W")
            letter.fulfill()
        }.store(in: &cancellables)

        storage.remember("WPE101")
        waitForExpectations(timeout: 1)
    }
}

runTests([
    test("testInitialKnownValue", UnwrappedValuesTests.testInitialKnownValue),
    test("testRememberingPublishesChange", UnwrappedValuesTests.testRememberingPublishesChange),
    test("testFirstLetterOfTheReader", UnwrappedValuesTests.testFirstLetterOfTheReader),
])
