// validation: runnable
// Two subscriptions waited for together whose closures name their values alike and declare
// the same name, one fulfilling before its checks, reading a date the test made: the later
// step's names take fresh ones, the fulfilment goes, the checks follow the awaits. Passing
// before and after: the same `passed:` line prints on both sides.
import Combine
import Foundation
import XCTest

/// The code under test: saves check-ins, each stamped with the date it is given.
final class StampedCheckins {
    let checkins = CurrentValueSubject<[Date], Never>([])
    func save(_ date: Date) { checkins.value.append(date) }
}

final class RenamedValuesTests: XCTestCase {
    @MainActor
    func testBothSubscriptionsSeeTheSavedDate() {
        var cancellables = Set<AnyCancellable>()
        let store = StampedCheckins()
        let startDate = Date(timeIntervalSince1970: 1_000)
        let first = expectation(description: "first")
        store.checkins.dropFirst().first().sink { checkins in
            first.fulfill()
            let checkin = checkins[0]
            XCTAssertEqual(checkin.timeIntervalSince1970, startDate.timeIntervalSince1970)
        }.store(in: &cancellables)
        let second = expectation(description: "second")
        store.checkins.dropFirst().first().sink { checkins in
            let checkin = checkins[checkins.count - 1]
            XCTAssertEqual(checkin, startDate)
            second.fulfill()
        }.store(in: &cancellables)
        DispatchQueue.main.async { store.save(startDate) }
        wait(for: [first, second], timeout: 2)
    }
}

runTests([test("testBothSubscriptionsSeeTheSavedDate", RenamedValuesTests.testBothSubscriptionsSeeTheSavedDate)])
