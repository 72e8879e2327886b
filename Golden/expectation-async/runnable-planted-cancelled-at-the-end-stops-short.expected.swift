// validation: runnable fails
// A planted bug in the code under test, in corona-warn-app's shape (counted values, one wait for
// them all beside a `sink` that stays, `subscriptions.forEach({ $0.cancel() })` after it): the
// model stops following its service after the second result, so a title and a `isHidden` never
// come. Before, the wait times out after 1 s; after, the counted await throws `tooFew` within
// the same deadline. The test fails on both sides (exit status 1, the same `failed:` line), and
// does not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: the model ignores results after the second.
final class ResultService {
    var onResult: (Int) -> Void = { _ in }
    var result = 0 {
        didSet {
            let result = result
            DispatchQueue.main.async { self.onResult(result) }
        }
    }
}

final class ResultCellModel {
    @Published var title: String?
    @Published var isHidden = false
    @Published var result: Int = 0

    init(service: ResultService) {
        service.onResult = { [unowned self] result in
            guard result < 2 else { return }
            self.title = "Result \(result)"
            self.isHidden = result > 1
            self.result = result
        }
        service.result = 0
    }
}

final class PlantedCancelledAtTheEndTests: XCTestCase {
    @MainActor func testFollowsTheResults() async throws {
        var subscriptions = [AnyCancellable]()
        let titles = ["Result 0", "Result 1", "Result 2"]
        let hidden = [false, false, true]

        var receivedTitles = [String?]()
        var receivedHidden = [Bool]()

        let service = ResultService()
        let model = ResultCellModel(service: service)

        let values = model.$title
            .dropFirst()
            .testValues()

        let values2 = model.$isHidden
            .dropFirst()
            .testValues()

        model.$result
            .dropFirst()
            .sink { result in
                if result < 2 { service.result = result + 1 }
            }
            .store(in: &subscriptions)

        let deadline = Date().addingTimeInterval(1)
        for title in try await values.next(titles.count, timeout: deadline.timeIntervalSinceNow) {
            receivedTitles.append(title)
        }
        for isHidden in try await values2.next(hidden.count, timeout: deadline.timeIntervalSinceNow) {
            receivedHidden.append(isHidden)
        }
        try values.checkNothingMore()
        try values2.checkNothingMore()

        subscriptions.forEach({ $0.cancel() })

        XCTAssertEqual(receivedTitles, titles)
        XCTAssertEqual(receivedHidden, hidden)
    }
}

runTests([
    test("testFollowsTheResults", PlantedCancelledAtTheEndTests.testFollowsTheResults),
])
