// Stubs for the app types that Golden/expectation-async cases name. Compiled in the same
// module as each case of that folder (input and expected output alike), and the runner of
// its runnable XCTest cases (`runTests`). Declarations only.
import Combine
import Foundation
import XCTest

struct User: Equatable {
    let id: Int
    let name: String
}

struct NotFound: Error {}

/// Sends its user after a short delay on another queue, as a network call would.
final class StubUserAPI {
    let user: User
    init(user: User) { self.user = user }

    func user(id: Int) -> AnyPublisher<User, Error> {
        // A serial queue: on a concurrent one, the delayed completion may overtake the value.
        let queue = DispatchQueue(label: "stub-user-api")
        guard id == user.id else {
            return Fail(error: NotFound()).delay(for: .milliseconds(20), scheduler: queue).eraseToAnyPublisher()
        }
        return Just(user).setFailureType(to: Error.self).delay(for: .milliseconds(20), scheduler: queue).eraseToAnyPublisher()
    }
}

final class UserRepository {
    let api: StubUserAPI
    init(api: StubUserAPI) { self.api = api }
    func user(id: Int) -> AnyPublisher<User, Error> { api.user(id: id) }
}

enum LoginError: Error, Equatable {
    case wrongPassword, locked
}

struct Session: Equatable {
    let token: String
}

final class LoginService {
    let validPassword: String
    let locked: Bool
    init(validPassword: String, locked: Bool = false) {
        self.validPassword = validPassword
        self.locked = locked
    }

    func login(user: String, password: String) -> AnyPublisher<Session, LoginError> {
        if locked { return Fail(error: .locked).eraseToAnyPublisher() }
        guard password == validPassword else { return Fail(error: .wrongPassword).eraseToAnyPublisher() }
        return Just(Session(token: user)).setFailureType(to: LoginError.self).eraseToAnyPublisher()
    }
}

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var title = ""
    @Published var isLoading = false
    private let api: StubUserAPI
    private var cancellables = Set<AnyCancellable>()

    init(api: StubUserAPI) { self.api = api }

    func load(id: Int) {
        isLoading = true
        api.user(id: id)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] _ in self?.isLoading = false },
                  receiveValue: { [weak self] user in self?.title = user.name })
            .store(in: &cancellables)
    }
}

final class SearchViewModel {
    @Published var results: [String] = []
    func search(_ query: String) {
        guard !query.isEmpty else { return }
        results = [query]
    }
}

final class SyncService {
    let progress = PassthroughSubject<Int, Never>()
    func sync(completion: @escaping () -> Void) {
        progress.send(50)
        progress.send(100)
        completion()
    }
}

final class SettingsStore {
    let theme = CurrentValueSubject<String, Never>("light")
    func save(theme: String) { self.theme.send(theme) }
    func reset() { theme.send("light") }
}

final class Waiter {
    func fulfill() {}
}

struct Score: Equatable {
    var points: Int
    var id: String?
}

enum StoreError: Error, Equatable {
    case rejected(String)
}

/// A store in the style of a backend SDK: each call returns a `Future` completed on the main
/// queue a moment later (a value, then the end), or pages of values sent on a serial queue.
final class ScoreStore {
    let rejects: Bool
    init(rejects: Bool = false) { self.rejects = rejects }

    func reserveID() throws -> String { "yarr" }

    func save(_ score: Score) -> AnyPublisher<Score, StoreError> {
        let rejects = self.rejects
        return Future { promise in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) {
                promise(rejects ? .failure(.rejected("read-only")) : .success(Score(points: score.points, id: "yarr")))
            }
        }.eraseToAnyPublisher()
    }

    func delete(_ score: Score) -> AnyPublisher<Void, StoreError> {
        save(score).map { _ in () }.eraseToAnyPublisher()
    }

    func pages(count: Int) -> AnyPublisher<Int, StoreError> {
        (1...max(count, 1)).publisher.setFailureType(to: StoreError.self)
            .delay(for: .milliseconds(10), scheduler: DispatchQueue(label: "score-pages"))
            .eraseToAnyPublisher()
    }
}

/// Two lists a view model publishes when it loads, as a wallet's network store does.
@MainActor
final class ChainStore: ObservableObject {
    @Published var allChains: [String] = []
    @Published var customChains: [String] = []

    func load() {
        allChains = ["mainnet", "testnet", "custom"]
        customChains = ["custom"]
    }
}

/// A check declared in another file than the test that calls it.
func verifyPageElsewhere(_ page: Int) {
    XCTAssertGreaterThan(page, 0)
}

// MARK: - Running a runnable case's tests

/// One test of a runnable case: its name and its method, sync (run as XCTest runs it, on the
/// main thread) or async (run through XCTest's `asyncTest`, as XCTest runs an async test).
struct ValidationTest<Case: XCTestCase> {
    let name: String
    let body: (Case) -> () throws -> Void
}

func test<Case: XCTestCase>(_ name: String, _ body: @escaping (Case) -> () throws -> Void) -> ValidationTest<Case> {
    ValidationTest(name: name, body: body)
}

/// The async overload: chosen only for a method that is `async` (a migrated test).
func test<Case: XCTestCase>(_ name: String, _ body: @escaping (Case) -> () async throws -> Void) -> ValidationTest<Case> {
    ValidationTest(name: name, body: asyncTest(body))
}

/// Prints `passed: Case.test` or `failed: Case.test` as each test ends (the same lines before
/// and after a rewrite), and what failed on standard error (messages differ: an `XCTFail`'s
/// before, a thrown error's after).
final class ValidationReporter: NSObject, XCTestObservation {
    private(set) var failed: Set<String> = []

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        failed.insert(testCase.name)
        FileHandle.standardError.write(Data("\(testCase.name): \(description)\n".utf8))
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        print(failed.contains(testCase.name) ? "failed: \(testCase.name)" : "passed: \(testCase.name)")
    }
}

/// Runs the tests in order in one XCTest suite (without `XCTMain`, whose summary prints
/// timings), and exits 1 if any failed, 0 otherwise.
func runTests<Case: XCTestCase>(_ tests: [ValidationTest<Case>]) -> Never {
    let suite = XCTestSuite(name: "\(Case.self)")
    for test in tests {
        let body = test.body
        suite.addTest(Case(name: test.name, testClosure: { testCase in
            guard let testCase = testCase as? Case else { return }
            try body(testCase)()
        }))
    }
    let reporter = ValidationReporter()
    XCTestObservationCenter.shared.addTestObserver(reporter)
    suite.run()
    exit(reporter.failed.isEmpty ? 0 : 1)
}
