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
    func testBothSubscriptionsSeeTheSavedDate() async throws {
        let store = StampedCheckins()
        let startDate = Date(timeIntervalSince1970: 1_000)
        let values = store.checkins.dropFirst().first().testValues()
        let values2 = store.checkins.dropFirst().first().testValues()
        DispatchQueue.main.async { store.save(startDate) }
        let deadline = Date().addingTimeInterval(2)
        let checkins = try await values.next(timeout: deadline.timeIntervalSinceNow)
        let checkin = checkins[0]
        XCTAssertEqual(checkin.timeIntervalSince1970, startDate.timeIntervalSince1970)
        let checkins2 = try await values2.next(timeout: deadline.timeIntervalSinceNow)
        let checkin2 = checkins2[checkins2.count - 1]
        XCTAssertEqual(checkin2, startDate)
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }
}

runTests([test("testBothSubscriptionsSeeTheSavedDate", RenamedValuesTests.testBothSubscriptionsSeeTheSavedDate)])
