import Combine
import Foundation

// A client that declares its own `Task` (the work it queues): inside it, `Task { … }` names
// that enum. Its publisher becomes async all the same (its body writes no `Task`), and a
// bridge, if a caller stayed in Combine, would be the support file's `TaskPublisher`, which
// says `_Concurrency.Task`. A subscription inside the client, where a `Task { … }` would
// name the enum, stays in Combine, saying why; the publisher stays for it, with its own
// body (a bridge would hold the client while the request runs, which the chain did not).
struct Profile: Decodable {
    let name: String
}

final class ProfileClient {
    enum Task: Equatable {
        case refresh
        case upload(Data)
    }

    private let session: URLSession
    private(set) var queued: [Task] = []

    private var cancellables = Set<AnyCancellable>()
    private(set) var cached: Profile?

    init(session: URLSession) {
        self.session = session
    }

    @MainActor func refresh(url: URL) {
        queued.append(.refresh)
        profilePublisher(url: url)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] profile in
                self?.cached = profile
            })
            .store(in: &cancellables)
    }

    func profilePublisher(url: URL) -> AnyPublisher<Profile, Error> {
        session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Profile.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    func profile(url: URL) async throws -> Profile {
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(Profile.self, from: data)
    }
}

final class AvatarClient {
    private let session: URLSession
    var lastTask: ProfileClient.Task?

    init(session: URLSession) {
        self.session = session
    }

    func avatar(url: URL) async throws -> Data {
        let (data, _) = try await session.data(from: url)
        return data
    }
}

@MainActor
final class ProfileScreenModel {
    private let profiles: ProfileClient
    private let avatars: AvatarClient
    private var cancellables = Set<AnyCancellable>()
    private(set) var name = ""
    private(set) var avatar = Data()

    init(profiles: ProfileClient, avatars: AvatarClient) {
        self.profiles = profiles
        self.avatars = avatars
    }

    func load(url: URL) {
        Task { [weak self, profiles] in
            do {
                let profile = try await profiles.profile(url: url)
                guard !Task.isCancelled else { return }
                self?.name = profile.name
            } catch {}
        }
        .store(in: &cancellables)
    }

    func loadAvatar(url: URL) {
        Task { [weak self, avatars] in
            do {
                let data = try await avatars.avatar(url: url)
                guard !Task.isCancelled else { return }
                self?.avatar = data
            } catch {}
        }
        .store(in: &cancellables)
    }
}
