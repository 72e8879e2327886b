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

    func testOtherCodeNamesTheValue() {
        let store = CheckinStore()
        let checkins = [1, 2]
        let exp = expectation(description: "published")
        store.checkins.dropFirst(2).sink { checkins in
            XCTAssertEqual(checkins.count, 2)
            exp.fulfill()
        }.store(in: &cancellables)
        checkins.forEach(store.add)
        wait(for: [exp], timeout: 1)
    }

    func testTwoSubscriptionsNameTheirValuesAlike() {
        let store = CheckinStore()
        let first = expectation(description: "first")
        store.checkins.dropFirst().first().sink { checkins in
            XCTAssertEqual(checkins, [1])
            first.fulfill()
        }.store(in: &cancellables)
        let second = expectation(description: "second")
        store.checkins.dropFirst().first().sink { checkins in
            XCTAssertEqual(checkins.last, 1)
            second.fulfill()
        }.store(in: &cancellables)
        store.add(1)
        waitForExpectations(timeout: 1)
    }

    func testCountedValuesKeepTheirName() {
        let store = CheckinStore()
        var checkins: [[Int]] = []
        let exp = expectation(description: "published")
        exp.expectedFulfillmentCount = 2
        store.checkins.dropFirst().sink { checkins2 in
            checkins.append(checkins2)
            exp.fulfill()
        }.store(in: &cancellables)
        store.add(1)
        store.add(2)
        wait(for: [exp], timeout: 1)
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
