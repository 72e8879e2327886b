import Combine
import Foundation

// A networking leaf called both from code the run migrates and from chains that stay in
// Combine (retried, prepended, zipped with another publisher): the leaf becomes async all
// the same, and keeps its publisher, under its own name, as a `TaskPublisher` bridge — a
// request per subscription, cancelled with it, delivered on the main queue as the chain
// received, failing with `APIError` as before (its chain checks the response with the
// client's own method, so it held the client while the request ran, as the bridge does).
// `avatarPublisher(id:)`'s chain did not hold the client: a bridge calling `avatar(id:)` on
// it would, so the publisher keeps its own body and `avatar(id:)` is written after it, for
// the caller that migrates.
struct User: Decodable {
    let id: Int
    let name: String
}

enum APIError: Error {
    case transport
}

final class UserAPI {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    /// The user with `id`.
    func user(id: Int) -> AnyPublisher<User, APIError> {
        session.dataTaskPublisher(for: baseURL.appendingPathComponent("users/\(id)"))
            .tryMap { try self.checked($0) }
            .decode(type: User.self, decoder: JSONDecoder())
            .mapError { _ in APIError.transport }
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }

    func checked(_ output: URLSession.DataTaskPublisher.Output) throws -> Data {
        guard (output.response as? HTTPURLResponse)?.statusCode == 200 else {
            throw APIError.transport
        }
        return output.data
    }

    func avatarPublisher(id: Int) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: baseURL.appendingPathComponent("avatars/\(id)"))
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}

final class ProfileModel {
    private let api: UserAPI
    private var cancellables = Set<AnyCancellable>()
    private(set) var name = ""
    private(set) var message = ""
    private(set) var avatar = Data()

    init(api: UserAPI) {
        self.api = api
    }

    func load(id: Int) {
        api.user(id: id)
            .sink(receiveCompletion: { completion in
                switch completion {
                case .failure(.transport):
                    self.message = "offline"
                case .finished:
                    break
                }
            }, receiveValue: { user in
                self.name = user.name
            })
            .store(in: &cancellables)
    }

    func loadAvatar(id: Int) {
        api.avatarPublisher(id: id)
            .sink(receiveCompletion: { _ in }, receiveValue: { data in
                self.avatar = data
            })
            .store(in: &cancellables)
    }

    func loadRetrying(id: Int) {
        api.user(id: id)
            .retry(2)
            .sink(receiveCompletion: { _ in }, receiveValue: { user in
                self.name = user.name
            })
            .store(in: &cancellables)
    }

    func loadWithPlaceholder(id: Int) {
        api.user(id: id)
            .map(\.name)
            .prepend("…")
            .replaceError(with: "?")
            .sink { name in
                self.name = name
            }
            .store(in: &cancellables)
    }

    func loadBoth(id: Int) {
        api.user(id: id)
            .mapError { $0 as Error }
            .zip(api.avatarPublisher(id: id))
            .sink(receiveCompletion: { _ in }, receiveValue: { user, avatar in
                self.name = user.name
                self.avatar = avatar
            })
            .store(in: &cancellables)
    }
}
