import Combine
import Foundation

// A `static` leaf: its bridge calls the async function on the type, which holds no instance,
// so the publisher becomes a `TaskPublisher` bridge for the retried caller, as it would for a
// chain that held `self`. An instance method whose chain held nothing of its client keeps its
// own body instead, and its async version is written after it, for the caller that migrates.
struct Profile: Decodable {
    let name: String
}

enum ProfileAPI {
    static func profilePublisher(id: Int) -> AnyPublisher<Profile, Error> {
        TaskPublisher { try await self.profile(id: id) }
            .receive(on: URLSession.shared.delegateQueue)
            .eraseToAnyPublisher()
    }

    static func profile(id: Int) async throws -> Profile {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/profiles/\(id)")!)
        return try JSONDecoder().decode(Profile.self, from: data)
    }
}

final class ProfileClient {
    func avatarPublisher(id: Int) -> AnyPublisher<Profile, Error> {
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/profiles/\(id)")!)
            .map(\.data)
            .decode(type: Profile.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    func avatar(id: Int) async throws -> Profile {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/profiles/\(id)")!)
        return try JSONDecoder().decode(Profile.self, from: data)
    }
}

@MainActor
final class ProfileModel {
    private let client = ProfileClient()
    private var cancellables = Set<AnyCancellable>()
    private(set) var name = ""

    func load(id: Int) {
        Task {
            do {
                let profile = try await ProfileAPI.profile(id: id)
                guard !Task.isCancelled else { return }
                self.name = profile.name
            } catch {}
        }
        .store(in: &cancellables)
    }

    func loadRetrying(id: Int) {
        ProfileAPI.profilePublisher(id: id)
            .retry(2)
            .sink(receiveCompletion: { _ in }, receiveValue: { profile in
                self.name = profile.name
            })
            .store(in: &cancellables)
    }

    func loadFromClient(id: Int) {
        Task {
            do {
                let profile = try await client.avatar(id: id)
                guard !Task.isCancelled else { return }
                self.name = profile.name
            } catch {}
        }
        .store(in: &cancellables)
    }

    func loadFromClientRetrying(id: Int) {
        client.avatarPublisher(id: id)
            .retry(2)
            .sink(receiveCompletion: { _ in }, receiveValue: { profile in
                self.name = profile.name
            })
            .store(in: &cancellables)
    }
}
