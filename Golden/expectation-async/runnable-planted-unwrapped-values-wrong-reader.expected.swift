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
    @MainActor func testInitialKnownValue() async throws {
        let storage = KnownReaderStorage(known: "CHB204")
        var recorded: [String] = []

        let values = storage.knownReader.compactMap { $0 }.testValues()

        let readerID = try await values.next(timeout: 1)
        recorded.append(readerID)
        try values.checkNothingMore()
        XCTAssertEqual(recorded, ["CHB204"])
    }

    @MainActor func testRememberingPublishesChange() async throws {
        let storage = KnownReaderStorage(known: nil)
        var recorded: [String] = []

        let values = storage.knownReader
            .receive(on: DispatchQueue.main)
            .compactMap { $0 }
            .testValues()

        storage.remember("CHB204")
        storage.forget()
        storage.remember("WPE101")
        for readerID in try await values.next(2, timeout: 1) {
            recorded.append(readerID)
        }
        try values.checkNothingMore()
        XCTAssertEqual(recorded, ["CHB204", "WPE101"])
    }

    @MainActor func testFirstLetterOfTheReader() async throws {
        let storage = KnownReaderStorage(known: "")
        let values = storage.knownReader.compactMap { $0?.first }.testValues()

        storage.remember("WPE101")
        let first = try await values.next(timeout: 1)
        XCTAssertEqual(first, "W")
        try values.checkNothingMore()
    }
}

runTests([
    test("testInitialKnownValue", UnwrappedValuesTests.testInitialKnownValue),
    test("testRememberingPublishesChange", UnwrappedValuesTests.testRememberingPublishesChange),
    test("testFirstLetterOfTheReader", UnwrappedValuesTests.testFirstLetterOfTheReader),
])
