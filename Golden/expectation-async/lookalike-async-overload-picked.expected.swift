// Tests whose unchanged synchronous calls would pick an `async` overload once the test is
// `async` (Swift prefers it in async code), and stop compiling: an initializer that has an
// `async` twin in an extension (as Realm's `Realm(configuration:)` beside `init(configuration:
// downloadBeforeOpen:) async`), and a helper of the test class with an `async` twin (as
// DuckDuckGo's `manager { … }`). They stay, with a note naming the call. A call of such an
// initializer inside a closure (a synchronous context still) does not stop the rewrite.
import Combine
import Foundation
import XCTest

struct Store {
    let name: String
    init(name: String) throws { self.name = name }
}

extension Store {
    @MainActor
    init(name: String, opensInBackground: Bool = false) async throws {
        self.name = name
    }
}

final class Feed {
    let items = PassthroughSubject<Int, Never>()
}

final class AsyncOverloadTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func makeFeed() -> Feed { Feed() }
    func makeFeed() async -> Feed { Feed() }

    @MainActor
    func testStoreOpens() {
        let store = try! Store(name: "main")
        let feed = Feed()
        let exp = expectation(description: "item")
        feed.items.sink { item in
            XCTAssertEqual(item, 1)
            exp.fulfill()
        }.store(in: &cancellables)
        feed.items.send(store.name.count - 3)
        wait(for: [exp], timeout: 1)
    }

    @MainActor
    func testFeedSends() {
        let feed = makeFeed()
        let exp = expectation(description: "item")
        feed.items.sink { item in
            XCTAssertEqual(item, 1)
            exp.fulfill()
        }.store(in: &cancellables)
        feed.items.send(1)
        wait(for: [exp], timeout: 1)
    }

    @MainActor
    func testStoreOpenedInAClosure() async throws {
        let feed = Feed()
        let values = feed.items.testValues()
        let open = { try! Store(name: "main") }
        feed.items.send(open().name.count)
        let item = try await values.next(timeout: 1)
        XCTAssertEqual(item, 4)
        try values.checkNothingMore()
    }
}
