// The value a closure names as the test's other code does (brave's SendTokenStoreTests: a
// second step's `selectedSendToken`; corona-warn-app's EventStoreTests: `checkins` in both of
// two subscriptions waited for together). The closure's scope kept the two apart; in the
// test's scope the awaited value takes a fresh name (`checkins2`), and every use of it in the
// moved code with it. In a loop over the values the loop's scope keeps them apart, as the
// closure's did: no new name. Look-alikes that stay: a closure that declares the name again
// (`guard let token = token`, or `if let` around uses of its own), where renaming would tear
// the uses from their declarations.
import Combine
import XCTest

final class CheckinStore {
    let checkins = CurrentValueSubject<[Int], Never>([])
    let token = CurrentValueSubject<String?, Never>(nil)
    func add(_ id: Int) { checkins.value.append(id) }
}

final class CheckinStoreTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    @MainActor func testOtherCodeNamesTheValue() async throws {
        let store = CheckinStore()
        let checkins = [1, 2]
        let values = store.checkins.dropFirst(2).testValues()
        checkins.forEach(store.add)
        let checkins2 = try await values.next(timeout: 1)
        XCTAssertEqual(checkins2.count, 2)
        try values.checkNothingMore()
    }

    @MainActor func testTwoSubscriptionsNameTheirValuesAlike() async throws {
        let store = CheckinStore()
        let values = store.checkins.dropFirst().first().testValues()
        let values2 = store.checkins.dropFirst().first().testValues()
        store.add(1)
        let deadline = Date().addingTimeInterval(1)
        let checkins = try await values.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(checkins, [1])
        let checkins2 = try await values2.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(checkins2.last, 1)
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }

    @MainActor func testCountedValuesKeepTheirName() async throws {
        let store = CheckinStore()
        var checkins: [[Int]] = []
        let values = store.checkins.dropFirst().testValues()
        store.add(1)
        store.add(2)
        for checkins2 in try await values.next(2, timeout: 1) {
            checkins.append(checkins2)
        }
        try values.checkNothingMore()
        XCTAssertEqual(checkins, [[1], [1, 2]])
    }

    func testValueUnwrappedUnderItsNameStays() {
        let store = CheckinStore()
        let token = "abc"
        let exp = expectation(description: "token")
        store.token.dropFirst().sink { token in
            guard let token = token else {
                XCTFail("no token")
                return
            }
            XCTAssertEqual(token, "abc")
            exp.fulfill()
        }.store(in: &cancellables)
        store.token.send(token)
        wait(for: [exp], timeout: 1)
    }

    func testValueShadowedInABlockStays() {
        let store = CheckinStore()
        let checkins = [1]
        let exp = expectation(description: "published")
        store.checkins.dropFirst().sink { checkins in
            if let checkins = checkins.first { XCTAssertEqual(checkins, 1) }
            exp.fulfill()
        }.store(in: &cancellables)
        checkins.forEach(store.add)
        wait(for: [exp], timeout: 1)
    }
}
