// A test whose class inherits a base class the run does not read, and which calls a method
// that class may declare (`try write { … }`): the base class may declare an `async` overload
// of it, which an async test would pick (Realm's `write(_:) async` beside `write(app:_:)`).
// It stays, with a note. A test of that class that calls no such method migrates, and so does
// one whose `switch result {` and `if done {` call nothing (corona-warn-app's tests).
import Combine
import Foundation
import SyncSupport
import XCTest

final class Uploads {
    let finished = PassthroughSubject<Int, Never>()
}

final class UploadTests: SyncTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testUploadFinishesAfterWrite() throws {
        try write { value in value + 1 }
        let uploads = Uploads()
        let exp = expectation(description: "finished")
        uploads.finished.sink { count in
            XCTAssertEqual(count, 1)
            exp.fulfill()
        }.store(in: &cancellables)
        uploads.finished.send(1)
        wait(for: [exp], timeout: 1)
    }

    @MainActor func testUploadFinishes() async throws {
        let uploads = Uploads()
        let values = uploads.finished.testValues()
        uploads.finished.send(1)
        let count = try await values.next(timeout: 1)
        XCTAssertEqual(count, 1)
        try values.checkNothingMore()
    }

    @MainActor func testUploadFinishesAfterSwitch() async throws {
        let result: Result<Int, Error> = .success(1)
        let done = true
        switch result {
        case .success(let n): XCTAssertEqual(n, 1)
        case .failure: XCTFail("failed")
        }
        if done {
            XCTAssertTrue(done)
        }
        let uploads = Uploads()
        let values = uploads.finished.testValues()
        uploads.finished.send(1)
        let count = try await values.next(timeout: 1)
        XCTAssertEqual(count, 1)
        try values.checkNothingMore()
    }
}
