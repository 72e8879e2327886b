// A value closure that reads members of local constants whose values nothing can change
// (corona-warn-app's EventStoreTests: `startDate.timeIntervalSince1970` of `let startDate =
// Date()`; Parse's tests: `response.name` of a struct the test declares, `json.results` of a
// generic one made of literals). Read as the value came or after the await, they are the
// same: the test migrates. Look-alikes that stay: a member that reads the clock
// (`timeIntervalSinceNow`), a computed property, a stored property of an object type, a
// generic struct made with an object, a method's result, and an object's property.
import Combine
import XCTest

final class Owner: Equatable {
    var name = "o"
    static func == (a: Owner, b: Owner) -> Bool { a.name == b.name }
}

struct AnyResults<U: Codable & Equatable>: Codable, Equatable {
    let results: [U]
}

struct Upload: Equatable {
    let name: String
    let url: URL
    var size: Int { name.count }
    let owner: Owner
}

final class Files {
    let saved = PassthroughSubject<Date, Never>()
    let uploads = PassthroughSubject<Upload, Never>()
    let results = PassthroughSubject<[[String: String]], Never>()
    let owners = PassthroughSubject<[Owner], Never>()
}

final class FilesTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private let url = URL(fileURLWithPath: "/tmp/a")

    func testDateRead() {
        let files = Files()
        let startDate = Date()
        let exp = expectation(description: "saved")
        files.saved.sink { date in
            XCTAssertEqual(Int(date.timeIntervalSince1970), Int(startDate.timeIntervalSince1970))
            exp.fulfill()
        }.store(in: &cancellables)
        files.saved.send(startDate)
        wait(for: [exp], timeout: 1)
    }

    func testStoredPropertiesRead() {
        let files = Files()
        let response = Upload(name: "a", url: url, owner: Owner())
        let exp = expectation(description: "uploaded")
        files.uploads.sink { upload in
            XCTAssertEqual(upload.name, response.name)
            XCTAssertEqual(upload.url, response.url)
            exp.fulfill()
        }.store(in: &cancellables)
        files.uploads.send(response)
        wait(for: [exp], timeout: 1)
    }

    func testLiteralResultsRead() {
        let files = Files()
        let json = AnyResults(results: [["yolo": "yarr"]])
        let exp = expectation(description: "found")
        files.results.sink { results in
            XCTAssertEqual(results, json.results)
            XCTAssertEqual(results.first, json.results.first)
            exp.fulfill()
        }.store(in: &cancellables)
        files.results.send(json.results)
        wait(for: [exp], timeout: 1)
    }

    func testClockReadStays() {
        let files = Files()
        let startDate = Date()
        let exp = expectation(description: "saved")
        files.saved.sink { _ in
            XCTAssertLessThan(startDate.timeIntervalSinceNow, 1)
            exp.fulfill()
        }.store(in: &cancellables)
        files.saved.send(startDate)
        wait(for: [exp], timeout: 1)
    }

    func testComputedPropertyStays() {
        let files = Files()
        let response = Upload(name: "a", url: url, owner: Owner())
        let exp = expectation(description: "uploaded")
        files.uploads.sink { upload in
            XCTAssertEqual(upload.size, response.size)
            exp.fulfill()
        }.store(in: &cancellables)
        files.uploads.send(response)
        wait(for: [exp], timeout: 1)
    }

    func testObjectPropertyStays() {
        let files = Files()
        let response = Upload(name: "a", url: url, owner: Owner())
        let exp = expectation(description: "uploaded")
        files.uploads.sink { upload in
            XCTAssertEqual(upload.owner, response.owner)
            exp.fulfill()
        }.store(in: &cancellables)
        files.uploads.send(response)
        wait(for: [exp], timeout: 1)
    }

    func testResultsOfAnObjectStay() {
        let files = Files()
        let owner = Owner()
        let json = AnyResults(results: [owner.name])
        let exp = expectation(description: "found")
        files.owners.sink { owners in
            XCTAssertEqual(owners.first?.name, json.results.first)
            exp.fulfill()
        }.store(in: &cancellables)
        files.owners.send([owner])
        wait(for: [exp], timeout: 1)
    }

    func testMethodResultStays() {
        let files = Files()
        let response = Upload(name: "a", url: url, owner: Owner())
        let exp = expectation(description: "uploaded")
        files.uploads.sink { upload in
            XCTAssertEqual(upload.url, response.url.appendingPathComponent("b"))
            exp.fulfill()
        }.store(in: &cancellables)
        files.uploads.send(response)
        wait(for: [exp], timeout: 1)
    }

    func testObjectsPropertyStays() {
        let files = Files()
        let owner = Owner()
        let exp = expectation(description: "found")
        files.owners.sink { owners in
            XCTAssertEqual(owners.first?.name, owner.name)
            exp.fulfill()
        }.store(in: &cancellables)
        files.owners.send([owner])
        wait(for: [exp], timeout: 1)
    }
}
