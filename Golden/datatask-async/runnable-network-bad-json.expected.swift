// validation: runnable network
import Combine
import Foundation

// A body that is not a user: `decode` fails in both versions.

struct User: Decodable {
    let id: Int
    let name: String
}

enum APIError: Error {
    case status(Int)
}

final class UserClient {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func user(path: String) async throws -> User {
        let url = baseURL.appendingPathComponent(path)
        let (data, response) = try await session.data(from: url)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else {
            throw APIError.status(status)
        }
        return try JSONDecoder().decode(User.self, from: data)
    }
}

/// What went wrong, in words that do not depend on the platform's error descriptions.
func describe(_ error: Error) -> String {
    switch error {
    case APIError.status(let status): return "HTTP status \(status)"
    case is DecodingError: return "the body is not a user"
    default:
        print("unexpected error: \(error)")
        exit(1)
    }
}

let base = URL(string: ProcessInfo.processInfo.environment["VALIDATION_BASE_URL"] ?? "http://127.0.0.1:9")!
let configuration = URLSessionConfiguration.ephemeral
configuration.urlCache = nil
let client = UserClient(session: URLSession(configuration: configuration), baseURL: base)

// The caller is a view's loader: its subscription becomes a Task awaiting the function.
@MainActor
final class UserScreen {
    private(set) var finished = false
    private var cancellables = Set<AnyCancellable>()

    func load(_ client: UserClient) {
        Task { [weak self, client] in
            do {
                let user = try await client.user(path: "datatask/broken-user.json")
                guard !Task.isCancelled else { return }
                print("user \(user.id): \(user.name)")
                self?.finished = true
            } catch {
                guard !Task.isCancelled else { return }
                print("failed: \(describe(error))")
                self?.finished = true
            }
        }
        .store(in: &cancellables)
    }
}

MainActor.assumeIsolated {
    let screen = UserScreen()
    screen.load(client)
    let deadline = Date().addingTimeInterval(10)
    while !screen.finished && Date() < deadline {
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    guard screen.finished else {
        print("timed out")
        exit(1)
    }
    print("done")
}
