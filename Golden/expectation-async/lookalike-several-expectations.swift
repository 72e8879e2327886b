import Combine
import XCTest

/// Several expectations the rewrite cannot take in turn: they stay as they are.
@MainActor
final class SeveralExpectationsTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// The second expectation is declared before the first wait: `waitForExpectations`
    /// waits for both there.
    func testDeclaredBeforeTheFirstWait() {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 7, name: "Grace")))
        let loading = expectation(description: "loading")
        viewModel.$isLoading.dropFirst().sink { isLoading in
            XCTAssertTrue(isLoading)
            loading.fulfill()
        }.store(in: &cancellables)
        let titled = expectation(description: "title")
        viewModel.load(id: 7)
        waitForExpectations(timeout: 1)
        viewModel.$title.sink { title in
            XCTAssertEqual(title, "Grace")
            titled.fulfill()
        }.store(in: &cancellables)
        waitForExpectations(timeout: 1)
    }

    /// Both closures name their value `title`: the one test here that migrates, the later
    /// step's value taking a fresh name (`title2`) in the test's scope.
    func testSameParameterNames() {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 7, name: "Grace")))
        let first = expectation(description: "first")
        viewModel.$title.sink { title in
            XCTAssertEqual(title, "")
            first.fulfill()
        }.store(in: &cancellables)
        wait(for: [first], timeout: 1)
        let second = expectation(description: "second")
        viewModel.$title.dropFirst().sink { title in
            XCTAssertEqual(title, "Grace")
            second.fulfill()
        }.store(in: &cancellables)
        viewModel.load(id: 7)
        wait(for: [second], timeout: 1)
    }

    /// The first step's expectation allows a second fulfilment: a later value would run its
    /// closure's assertion again, which awaiting the first value cannot.
    func testFirstStepAllowsMoreValues() {
        let settings = SettingsStore()
        let saved = XCTestExpectation(description: "saved")
        settings.theme.dropFirst().sink { theme in
            XCTAssertFalse(theme.isEmpty)
            saved.fulfill()
        }.store(in: &cancellables)
        settings.save(theme: "dark")
        wait(for: [saved], timeout: 1)
        let reset = expectation(description: "reset")
        settings.theme.dropFirst().sink { value in
            XCTAssertEqual(value, "light")
            reset.fulfill()
        }.store(in: &cancellables)
        settings.reset()
        wait(for: [reset], timeout: 1)
    }

    /// A local cancellable cancelled between the steps: the first step's subscription ends
    /// there, which awaiting in turn would not keep. (`cancellables.removeAll()` there becomes
    /// `values.cancel()`: `runnable-steps-ended-by-remove-all-pass`.)
    func testCancelledBetweenSteps() {
        let settings = SettingsStore()
        let saved = expectation(description: "saved")
        let first = settings.theme.dropFirst().sink { theme in
            XCTAssertEqual(theme, "dark")
            saved.fulfill()
        }
        settings.save(theme: "dark")
        wait(for: [saved], timeout: 1)
        first.cancel()
        let reset = expectation(description: "reset")
        settings.theme.dropFirst().sink { value in
            XCTAssertEqual(value, "light")
            reset.fulfill()
        }.store(in: &cancellables)
        settings.reset()
        wait(for: [reset], timeout: 1)
    }
}
