import Combine
import XCTest

/// Several expectations, each declared, fulfilled by a `sink` of its own and waited for
/// alone before the next: each step becomes its own subscription and await.
@MainActor
final class ProfileStepsTests: XCTestCase {
    func testLoadThenFetch() async throws {
        let api = StubUserAPI(user: User(id: 7, name: "Grace"))
        let viewModel = ProfileViewModel(api: api)
        let values = viewModel.$title
            .dropFirst()
            .testValues()
        viewModel.load(id: 7)
        let title = try await values.next(timeout: 1)
        XCTAssertEqual(title, "Grace")

        let values2 = api.user(id: 7).testValues()
        let user = try await values2.next(timeout: 2)
        XCTAssertEqual(user.name, "Grace")
        try values.checkNothingMore()
        try values2.checkNothingMore()
        XCTAssertEqual(viewModel.title, "Grace")
    }

    /// Two `$0` closures: each awaited value gets a name of its own.
    func testTwoAnonymousValues() async throws {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 3, name: "Ada")))
        let values = viewModel.$title.dropFirst().testValues()
        viewModel.load(id: 3)
        let value = try await values.next(timeout: 1)
        XCTAssertEqual(value, "Ada")
        let settings = SettingsStore()
        let values2 = settings.theme.dropFirst().testValues()
        settings.save(theme: "dark")
        let value2 = try await values2.next(timeout: 1)
        XCTAssertEqual(value2, "dark")
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }

    /// A value, then a failure expected.
    func testValueThenFailure() async throws {
        let service = LoginService(validPassword: "secret")
        let values = service.login(user: "ada", password: "secret").testValues()
        let session = try await values.next(timeout: 1)
        XCTAssertEqual(session.token, "ada")
        let values2 = service.login(user: "ada", password: "wrong").testValues()
        let error = try await values2.failure(timeout: 1)
        XCTAssertEqual(error, .wrongPassword)
        try values.checkNothingMore()
    }
}
