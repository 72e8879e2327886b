import Combine
import Foundation

// A client that declares its own `Task` (the work it queues): inside it, `Task { … }` and
// the support file's bridge would name that enum, so its publisher stays as it is and its
// caller stays in Combine. The look-alike client beside it, whose only `Task` is the other
// client's, spelled in full, migrates with its caller.
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

    init(session: URLSession) {
        self.session = session
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
