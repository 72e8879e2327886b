// validation: runnable
// A value closure that begins with `guard let v = <the value, or of it> else { return }`, as
// woocommerce's card reader storage tests and DuckDuckGo's permission tests do: the nil values
// it turns away did not count, the others did, under the name it bound. The publisher's
// `compactMap` passes on the same values, so the test awaits them (counted, checked for more)
// and runs the rest of the closure on each. Look-alikes that stay: the code after the `guard`
// still uses the optional, the `guard` has a second clause, its expression reads a property.
// The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// The code under test: the reader the app remembers, nil when none.
final class KnownReaderStorage {
    let knownReader: CurrentValueSubject<String?, Never>

    init(known: String?) {
        knownReader = CurrentValueSubject(known)
    }

    func remember(_ reader: String) {
        DispatchQueue.main.async {
            self.knownReader.send(reader)
        }
    }

    func forget() {
        DispatchQueue.main.async {
            self.knownReader.send(nil)
        }
    }
}

final class UnwrappedValuesTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private var prefix = "CHB"

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

    func testOptionalUsedAfterTheGuard() {
        let storage = KnownReaderStorage(known: nil)
        let expectation = self.expectation(description: "known reader")
        storage.knownReader.sink { readerID in
            guard let id = readerID else { return }
            XCTAssertEqual(readerID, id)
            expectation.fulfill()
        }.store(in: &cancellables)

        storage.remember("CHB204")
        wait(for: [expectation], timeout: 1)
    }

    func testGuardWithASecondClause() {
        let storage = KnownReaderStorage(known: "CHB204")
        let expectation = self.expectation(description: "another reader")
        storage.knownReader.sink { readerID in
            guard let readerID, readerID != "CHB204" else { return }
            XCTAssertEqual(readerID, "WPE101")
            expectation.fulfill()
        }.store(in: &cancellables)

        storage.remember("WPE101")
        wait(for: [expectation], timeout: 1)
    }

    func testExpressionReadsAProperty() {
        let storage = KnownReaderStorage(known: nil)
        let expectation = self.expectation(description: "reader of the prefix")
        storage.knownReader.sink { readerID in
            guard let id = readerID?.hasPrefix(self.prefix) == true ? readerID : nil else { return }
            XCTAssertEqual(id, "CHB204")
            expectation.fulfill()
        }.store(in: &cancellables)

        storage.remember("CHB204")
        wait(for: [expectation], timeout: 1)
    }
}

runTests([
    test("testInitialKnownValue", UnwrappedValuesTests.testInitialKnownValue),
    test("testRememberingPublishesChange", UnwrappedValuesTests.testRememberingPublishesChange),
    test("testFirstLetterOfTheReader", UnwrappedValuesTests.testFirstLetterOfTheReader),
    test("testOptionalUsedAfterTheGuard", UnwrappedValuesTests.testOptionalUsedAfterTheGuard),
    test("testGuardWithASecondClause", UnwrappedValuesTests.testGuardWithASecondClause),
    test("testExpressionReadsAProperty", UnwrappedValuesTests.testExpressionReadsAProperty),
])
