// validation: runnable
// corona-warn-app's cell model tests: several subscriptions, each counting its values into an
// array (`expectedFulfillmentCount`), one wait for them all, beside a `sink` that stays and
// drives the model from state to state; then `subscriptions.forEach({ $0.cancel() })` after
// the wait, and checks of the arrays. Each counted subscription becomes values awaited within
// the shared deadline, the closures' code after each await; the statement after the wait
// stays, and cancels the `sink` that stayed, as before (the values end with the test). The
// same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// The code under test: a cell model that follows its service's test result.
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
            self.title = "Result \(result)"
            self.isHidden = result > 1
            self.result = result
        }
        service.result = 0
    }
}

final class CancelledAtTheEndTests: XCTestCase {
    func testFollowsTheResults() {
        var subscriptions = [AnyCancellable]()
        let titles = ["Result 0", "Result 1", "Result 2"]
        let hidden = [false, false, true]

        let titleExpectation = expectation(description: "titles")
        let hiddenExpectation = expectation(description: "hidden")
        var receivedTitles = [String?]()
        var receivedHidden = [Bool]()
        titleExpectation.expectedFulfillmentCount = titles.count
        hiddenExpectation.expectedFulfillmentCount = hidden.count

        let service = ResultService()
        let model = ResultCellModel(service: service)

        model.$title
            .dropFirst()
            .sink { title in
                receivedTitles.append(title)
                titleExpectation.fulfill()
            }
            .store(in: &subscriptions)

        model.$isHidden
            .dropFirst()
            .sink { isHidden in
                receivedHidden.append(isHidden)
                hiddenExpectation.fulfill()
            }
            .store(in: &subscriptions)

        model.$result
            .dropFirst()
            .sink { result in
                if result < 2 { service.result = result + 1 }
            }
            .store(in: &subscriptions)

        waitForExpectations(timeout: 1, handler: nil)

        subscriptions.forEach({ $0.cancel() })

        XCTAssertEqual(receivedTitles, titles)
        XCTAssertEqual(receivedHidden, hidden)
    }
}

runTests([
    test("testFollowsTheResults", CancelledAtTheEndTests.testFollowsTheResults),
])
