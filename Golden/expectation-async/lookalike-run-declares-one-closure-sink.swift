// Canvas's Core declares a `sink` of one closure on `Future`s of `Void` (SpotifyAPI one on
// publishers of `Void`): `testee.requestUploadTarget().sink { completion in … }` calls it, and
// its closure is a completion handler, not the value closure Combine's `sink(receiveValue:)`
// takes — read as one, its `completion` would be the `Void` value. Where the chain may end in
// a `Future` (a call whose type the run does not tell), the test stays, saying so. A chain
// that ends in an operator of Combine's or in a `@Published` property's projection is no
// `Future`: those tests migrate.
import Combine
import XCTest

extension Future where Output == Void {
    func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        sink(receiveCompletion: receiveCompletion, receiveValue: {})
    }
}

final class UploadTargetRequester {
    @Published var progress = 0
    func requestUploadTarget() -> Future<Void, Error> {
        Future { promise in promise(.success(())) }
    }
}

final class UploadTargetRequesterTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testRequestFinishes() {
        let testee = UploadTargetRequester()
        let finished = expectation(description: "finished")
        testee.requestUploadTarget().sink { completion in
            if case .failure = completion { XCTFail("failed") }
            finished.fulfill()
        }.store(in: &cancellables)
        wait(for: [finished], timeout: 1)
    }

    func testProgressIsPublished() {
        let testee = UploadTargetRequester()
        let published = expectation(description: "progress")
        testee.$progress.sink { progress in
            XCTAssertEqual(progress, 0)
            published.fulfill()
        }.store(in: &cancellables)
        wait(for: [published], timeout: 1)
    }

    func testMappedProgressIsPublished() {
        let testee = UploadTargetRequester()
        let published = expectation(description: "progress")
        testee.$progress.map { $0 + 1 }.sink { progress in
            XCTAssertEqual(progress, 1)
            published.fulfill()
        }.store(in: &cancellables)
        wait(for: [published], timeout: 1)
    }
}
