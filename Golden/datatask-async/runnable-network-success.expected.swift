// validation: runnable network
import Combine
import Foundation

// A user fetched from the loopback server: both versions print its name.

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

    /// The Combine bridge to `user(path:)`, for callers not migrated yet.
    func userPublisher(path: String) -> AnyPublisher<User, Error> {
        Deferred {
            Future { promise in
                Task {
                    do {
                        promise(.success(try await self.user(path: path)))
                    } catch {
                        promise(.failure(error))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
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

var finished = false
let cancellable = client.userPublisher(path: "datatask/user.json")
    .sink(receiveCompletion: { completion in
        if case .failure(let error) = completion {
            print("failed: \(describe(error))")
        }
        finished = true
    }, receiveValue: { user in
        print("user \(user.id): \(user.name)")
    })
let deadline = Date().addingTimeInterval(10)
while !finished && Date() < deadline {
    RunLoop.main.run(until: Date().addingTimeInterval(0.01))
}
guard finished else {
    print("timed out")
    exit(1)
}
print("done")
