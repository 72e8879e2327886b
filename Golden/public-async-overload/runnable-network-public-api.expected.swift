// validation: runnable network
import Combine
import Foundation

// The public API of a networking module whose names carry no `Publisher` suffix, as real
// SDKs write them. Each function gains an async overload of its name; its publisher stays
// for the callers outside the run: a `TaskPublisher` bridge where the chain held what the
// bridge holds (a static function, or a chain calling the client's own method), else its
// own body beside the overload. Both versions print the same: the migrated caller gets the
// post; a retried chain makes its request again for each attempt (the 404 fails twice,
// with the typed failure the caller switches over); a subscription cancelled before the
// response arrives gets no value and no completion; the greeting's publisher, whose chain
// held nothing, keeps its body, and still delivers off the main thread.

public struct Post: Decodable, Sendable {
    public let id: Int
    public let title: String
}

public struct User: Decodable, Sendable {
    public let id: Int
    public let name: String
}

public enum APIError: Error {
    case status(Int)
    case transport
}

public enum PostsAPI {
    public static func post(session: URLSession, baseURL: URL, id: Int) -> AnyPublisher<Post, Error> {
        TaskPublisher { try await self.post(session: session, baseURL: baseURL, id: id) }
            .receive(on: session.delegateQueue)
            .eraseToAnyPublisher()
    }

    public static func post(session: URLSession, baseURL: URL, id: Int) async throws -> Post {
        let request = URLRequest(url: baseURL.appendingPathComponent("datatask/post-\(id).json"))
        let (data, response) = try await session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw APIError.status((response as? HTTPURLResponse)?.statusCode ?? 0)
        }
        return try JSONDecoder().decode(Post.self, from: data)
    }
}

public final class UserClient {
    private let session: URLSession
    private let baseURL: URL

    public init(session: URLSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    public func user(path: String) -> AnyPublisher<User, APIError> {
        TaskPublisher { () throws(APIError) in try await self.user(path: path) }
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }

    public func user(path: String) async throws(APIError) -> User {
        do {
            let (data, response) = try await session.data(from: baseURL.appendingPathComponent(path))
            try self.check(response)
            return try JSONDecoder().decode(User.self, from: data)
        } catch {
            throw error as? APIError ?? APIError.transport
        }
    }

    private func check(_ response: URLResponse) throws {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else {
            throw APIError.status(status)
        }
    }

    public func greeting() -> AnyPublisher<String, Error> {
        session.dataTaskPublisher(for: baseURL.appendingPathComponent("greeting.txt"))
            .map { String(decoding: $0.data, as: UTF8.self) }
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }

    public func greeting() async throws -> String {
        let output: (data: Data, response: URLResponse) = try await session.data(from: baseURL.appendingPathComponent("greeting.txt"))
        return String(decoding: output.data, as: UTF8.self)
    }
}

let base = URL(string: ProcessInfo.processInfo.environment["VALIDATION_BASE_URL"] ?? "http://127.0.0.1:9")!
let configuration = URLSessionConfiguration.ephemeral
configuration.urlCache = nil
let session = URLSession(configuration: configuration)
let client = UserClient(session: session, baseURL: base)

@MainActor
final class Screen {
    private(set) var steps = 0
    private var cancellables = Set<AnyCancellable>()

    /// Migrated: its subscription becomes a Task awaiting the async overload.
    func load(_ client: UserClient) {
        Task { [weak self, client] in
            do throws(APIError) {
                let user = try await client.user(path: "datatask/user.json")
                guard !Task.isCancelled else { return }
                print("load: user \(user.id): \(user.name)")
                self?.steps += 1
            } catch {
                guard !Task.isCancelled else { return }
                print("load failed: \(error)")
                self?.steps += 1
            }
        }
        .store(in: &cancellables)
    }

    /// Stays in Combine: each attempt resubscribes, and makes its request again.
    func loadRetrying(_ client: UserClient) {
        client.user(path: "datatask/missing.json")
            .handleEvents(receiveSubscription: { _ in print("retry: attempt") })
            .retry(1)
            .sink(receiveCompletion: { [weak self] completion in
                switch completion {
                case .failure(.status(let status)):
                    print("retry: HTTP status \(status), on the main thread: \(Thread.isMainThread)")
                case .failure(.transport):
                    print("retry: transport")
                case .finished:
                    print("retry: finished")
                }
                self?.steps += 1
            }, receiveValue: { _ in print("retry: unexpected value") })
            .store(in: &cancellables)
    }

    /// Stays in Combine: cancelled before the response arrives.
    func loadCancelled(_ client: UserClient) {
        let subscription = client.user(path: "datatask/user.json")
            .sink(receiveCompletion: { _ in print("cancelled: unexpected completion") },
                  receiveValue: { _ in print("cancelled: unexpected value") })
        subscription.cancel()
        steps += 1
    }

    /// Stays in Combine: delivered off the main thread, as URLSession delivered.
    func loadGreeting(_ client: UserClient) {
        client.greeting()
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .sink(receiveCompletion: { _ in }, receiveValue: { text in
                let main = Thread.isMainThread
                DispatchQueue.main.async {
                    print("greeting: \(text), on the main thread: \(main)")
                    self.steps += 1
                }
            })
            .store(in: &cancellables)
    }

    /// Stays in Combine: a missing post, mapped to a title.
    func loadPost() {
        PostsAPI.post(session: session, baseURL: base, id: 404)
            .map(\.title)
            .replaceError(with: "no post")
            .sink { [weak self] title in
                print("post: \(title), on the main thread: \(Thread.isMainThread)")
                DispatchQueue.main.async { self?.steps += 1 }
            }
            .store(in: &cancellables)
    }
}

MainActor.assumeIsolated {
    let screen = Screen()
    screen.load(client)
    @MainActor func wait(for steps: Int) {
        let deadline = Date().addingTimeInterval(10)
        while screen.steps < steps && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        guard screen.steps >= steps else {
            print("timed out")
            exit(1)
        }
    }
    wait(for: 1)
    screen.loadRetrying(client)
    wait(for: 2)
    screen.loadCancelled(client)
    wait(for: 3)
    screen.loadGreeting(client)
    wait(for: 4)
    screen.loadPost()
    wait(for: 5)
    // Anything a cancelled subscription would still deliver arrives meanwhile.
    RunLoop.main.run(until: Date().addingTimeInterval(0.5))
    print("done")
}
