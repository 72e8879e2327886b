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

// An `XCTestExpectation(description:)` fulfilled by a value closure that asserts first: every
// value that came before the wait returned ran the asserts; the rewrite runs them for the
// first value and for those that came with it.
final class CheckoutViewModelTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private let viewModel = CheckoutViewModel()

    func test_editing_is_locked_after_checkout() {
        // Given
        let expectation = XCTestExpectation(description: "editing locked while checking out")

        viewModel.$isEditingLocked
            .dropFirst()
            .sink { value in
                XCTAssertTrue(value)
                expectation.fulfill()
            }
            .store(in: &cancellables)

        // When
        viewModel.checkOut()

        wait(for: [expectation], timeout: 1.0)
    }

    func test_stages_are_collected() async {
        let expectation = XCTestExpectation(description: "stages")
        var stages: [Int] = []
        viewModel.$stage
            .collect(2)
            .sink { stage in
                stages.append(contentsOf: stage)
                expectation.fulfill()
            }
            .store(in: &cancellables)
        await viewModel.syncOrder()
        await fulfillment(of: [expectation], timeout: 1)

        XCTAssertEqual(stages, [0, 2])
    }

    func test_stage_guarded_in_turn() {
        let exp = XCTestExpectation(description: "stage")
        viewModel.$stage.dropFirst().sink { stage in
            defer { exp.fulfill() }
            guard stage > 0 else {
                XCTFail("no stage")
                return
            }
            XCTAssertLessThan(stage, 3)
        }.store(in: &cancellables)
        viewModel.checkOut()
        wait(for: [exp], timeout: 2)
    }
}

// A look-alike that stays: `waitForExpectations` waits only for what `expectation(description:)`
// made, never for an `XCTestExpectation(description:)` (with none, it fails the test at once):
// the test waited for nothing, and awaiting the value would make a failing test pass.
final class CheckoutViewModelUnwaitedTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private let viewModel = CheckoutViewModel()

    func test_stage_never_waited_for() {
        let exp = XCTestExpectation(description: "stage")
        viewModel.$stage.dropFirst().sink { stage in
            XCTAssertLessThan(stage, 3)
            exp.fulfill()
        }.store(in: &cancellables)
        viewModel.checkOut()
        waitForExpectations(timeout: 2)
    }
}
