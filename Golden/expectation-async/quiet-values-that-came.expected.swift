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
    private let viewModel = CheckoutViewModel()

    @MainActor func test_editing_is_locked_after_checkout() async throws {
        // Given

        let values = viewModel.$isEditingLocked
            .dropFirst()
            .testValues()

        // When
        viewModel.checkOut()

        for value in try await values.nextAndArrived(timeout: 1.0) {
            XCTAssertTrue(value)
        }
    }

    func test_stages_are_collected() async throws {
        var stages: [Int] = []
        let values = viewModel.$stage
            .collect(2)
            .testValues()
        await viewModel.syncOrder()
        for stage in try await values.nextAndArrived(timeout: 1) {
            stages.append(contentsOf: stage)
        }

        XCTAssertEqual(stages, [0, 2])
    }

    @MainActor func test_stage_guarded_in_turn() async throws {
        let values = viewModel.$stage.dropFirst().testValues()
        viewModel.checkOut()
        for stage in try await values.nextAndArrived(timeout: 2) {
            guard stage > 0 else {
                XCTFail("no stage")
                continue
            }
            XCTAssertLessThan(stage, 3)
        }
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
