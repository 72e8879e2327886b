import Combine
import XCTest

/// Several expectations, each declared, fulfilled by a `sink` of its own and waited for
/// alone before the next: each step becomes its own subscription and await.
@MainActor
final class ProfileStepsTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testLoadThenFetch() {
        let api = StubUserAPI(user: User(id: 7, name: "Grace"))
        let viewModel = ProfileViewModel(api: api)
        let titled = expectation(description: "title")
        viewModel.$title
            .dropFirst()
            .sink { title in
                XCTAssertEqual(title, "Grace")
                titled.fulfill()
            }
            .store(in: &cancellables)
        viewModel.load(id: 7)
        wait(for: [titled], timeout: 1)

        let fetched = expectation(description: "user")
        api.user(id: 7)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                XCTAssertEqual(user.name, "Grace")
                fetched.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [fetched], timeout: 2)
        XCTAssertEqual(viewModel.title, "Grace")
    }

    /// Two `$0` closures: each awaited value gets a name of its own.
    func testTwoAnonymousValues() {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 3, name: "Ada")))
        let titled = expectation(description: "title")
        viewModel.$title.dropFirst().sink {
            XCTAssertEqual($0, "Ada")
            titled.fulfill()
        }.store(in: &cancellables)
        viewModel.load(id: 3)
        waitForExpectations(timeout: 1)
        let settings = SettingsStore()
        let saved = expectation(description: "saved")
        settings.theme.dropFirst().sink {
            XCTAssertEqual($0, "dark")
            saved.fulfill()
        }.store(in: &cancellables)
        settings.save(theme: "dark")
        waitForExpectations(timeout: 1)
    }

    /// A value, then a failure expected.
    func testValueThenFailure() {
        let service = LoginService(validPassword: "secret")
        let loggedIn = expectation(description: "session")
        service.login(user: "ada", password: "secret")
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { XCTFail("\(error)") }
            }, receiveValue: { session in
                XCTAssertEqual(session.token, "ada")
                loggedIn.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [loggedIn], timeout: 1)
        let refused = expectation(description: "refused")
        service.login(user: "ada", password: "wrong")
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTAssertEqual(error, .wrongPassword)
                    refused.fulfill()
                }
            }, receiveValue: { _ in XCTFail("a session") })
            .store(in: &cancellables)
        wait(for: [refused], timeout: 1)
    }
}
