// validation: runnable fails
// A planted bug in the code under test: the store stamps each check-in with the time it
// saves it, not the date it is given. The renamed value, the renamed declaration and the
// date the test made are read after the awaits as the closures read them: the test fails
// before and after, with the same `failed:` line, and does not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: it stamps the time it saves, not the date given.
final class StampedCheckins {
    let checkins = CurrentValueSubject<[Date], Never>([])
    func save(_ date: Date) { checkins.value.append(Date()) }
}

final class RenamedValuesWrongDateTests: XCTestCase {
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

runTests([test("testBothSubscriptionsSeeTheSavedDate", RenamedValuesWrongDateTests.testBothSubscriptionsSeeTheSavedDate)])
