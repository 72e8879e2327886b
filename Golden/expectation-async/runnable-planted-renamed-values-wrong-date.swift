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

runTests([test("testBothSubscriptionsSeeTheSavedDate", RenamedValuesWrongDateTests.testBothSubscriptionsSeeTheSavedDate)])
