import Combine
import XCTest

// The test sends after subscribing and reads what the sink did at once: `sink` ran inside
// `send`, a loop would run later and the assertion would fail.
@MainActor
final class CartBadgeTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testBadgeCountsItems() {
        let added = PassthroughSubject<String, Never>()
        var count = 0
        let counter = Counter()
        added
            .sink { _ in counter.increment() }
            .store(in: &cancellables)
        added.send("apple")
        added.send("pear")
        XCTAssertEqual(counter.value, 2)
        _ = count
        count += 1
    }

    func testBadgeShowsLatest() {
        let badge = Badge()
        badge.updates
            .sink { [weak badge] text in
                badge?.label = text
            }
            .store(in: &cancellables)
        badge.updates.send("3")
        XCTAssertEqual(badge.label, "3")
    }
}

final class Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}

final class Badge {
    let updates = PassthroughSubject<String, Never>()
    var label = ""
}
