import Combine
import XCTest

final class CheckoutViewModel {
    @Published var isEditingLocked = false
    @Published var stage = 0

    func checkOut() {
        isEditingLocked = true
        stage = 1
    }

    func syncOrder() async {
        stage = 2
    }
}

// Look-alikes of an `XCTestExpectation(description:)` fulfilled after asserts that stay: more
// values may reach the closure than came with the first by the time the test resumes.
final class CheckoutViewModelLookalikeTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private let viewModel = CheckoutViewModel()

    // The code after the wait suspends: values that come meanwhile still ran the closure.
    func test_stage_then_sync() async {
        let expectation = XCTestExpectation(description: "stage")
        viewModel.$stage
            .dropFirst()
            .sink { stage in
                XCTAssertGreaterThan(stage, 0)
                expectation.fulfill()
            }
            .store(in: &cancellables)
        viewModel.checkOut()
        await fulfillment(of: [expectation], timeout: 1)
        await viewModel.syncOrder()
    }

    // The code after the wait runs the run loop.
    func test_locked_then_run_loop() {
        let expectation = XCTestExpectation(description: "locked")
        viewModel.$isEditingLocked
            .dropFirst()
            .sink { value in
                XCTAssertTrue(value)
                expectation.fulfill()
            }
            .store(in: &cancellables)
        viewModel.checkOut()
        wait(for: [expectation], timeout: 1)
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
    }

    // Only values that meet a condition fulfil it.
    func test_locked_when_positive() {
        let expectation = XCTestExpectation(description: "stage")
        viewModel.$stage
            .sink { stage in
                guard stage > 0 else { return }
                XCTAssertEqual(stage, 1)
                expectation.fulfill()
            }
            .store(in: &cancellables)
        viewModel.checkOut()
        wait(for: [expectation], timeout: 1)
    }

    // Counted fulfilments: the first two, and those that came with them, migrate
    // (`nextAndArrived(2, timeout:)`).
    func test_two_stages_counted() {
        let expectation = XCTestExpectation(description: "stages")
        expectation.expectedFulfillmentCount = 2
        viewModel.$stage
            .sink { stage in
                XCTAssertLessThan(stage, 3)
                expectation.fulfill()
            }
            .store(in: &cancellables)
        viewModel.checkOut()
        wait(for: [expectation], timeout: 1)
    }

    // In steps: the first step's closure runs while the second waits.
    func test_locked_then_stage() {
        let locked = XCTestExpectation(description: "locked")
        viewModel.$isEditingLocked
            .dropFirst()
            .sink { value in
                XCTAssertTrue(value)
                locked.fulfill()
            }
            .store(in: &cancellables)
        viewModel.checkOut()
        wait(for: [locked], timeout: 1)
        let staged = expectation(description: "staged")
        viewModel.$stage
            .sink { stage in
                XCTAssertEqual(stage, 1)
                staged.fulfill()
            }
            .store(in: &cancellables)
        wait(for: [staged], timeout: 1)
    }
}
