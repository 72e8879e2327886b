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
}

final class AvatarClient {
    private let session: URLSession
    var lastTask: ProfileClient.Task?

    init(session: URLSession) {
        self.session = session
    }

    func avatarPublisher(url: URL) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: url)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
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
        profiles.profilePublisher(url: url)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] profile in
                self?.name = profile.name
            })
            .store(in: &cancellables)
    }

    func loadAvatar(url: URL) {
        avatars.avatarPublisher(url: url)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] data in
                self?.avatar = data
            })
            .store(in: &cancellables)
    }
}
