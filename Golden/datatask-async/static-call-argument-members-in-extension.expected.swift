import Combine
import Foundation

// Found by the review of the change: a caller in an extension passes properties its class
// declares in another body (`session`, `league`): the Task captures them, as in the class's
// own body. A caller passing a method's result (`makeSession()`) stays in Combine: a
// captured method holds `self`, and it would run later, in the Task. The endpoint keeps its
// publisher as a bridge for that caller.
struct Team: Decodable, Sendable {
    let name: String
}

enum TeamsEndpoint {
    static func teams(session: URLSession, league: String) -> AnyPublisher<[Team], Error> {
        TaskPublisher { try await self.teams(session: session, league: league) }
            .receive(on: session.delegateQueue)
            .eraseToAnyPublisher()
    }

    static func teams(session: URLSession, league: String) async throws -> [Team] {
        let (data, _) = try await session.data(from: URL(string: "https://sports.example.com/\(league)/teams")!)
        return try JSONDecoder().decode([Team].self, from: data)
    }
}

@MainActor
final class TeamsViewModel {
    private(set) var names: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private let session: URLSession
    private var league = "premier"
    private var created = 0

    init(session: URLSession) {
        self.session = session
    }

    func makeSession() -> URLSession {
        created += 1
        return session
    }

    func reload() {
        TeamsEndpoint.teams(session: makeSession(), league: league)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] teams in
                self?.names = teams.map(\.name)
            })
            .store(in: &cancellables)
    }
}

extension TeamsViewModel {
    func load() {
        Task { [weak self, session, league] in
            do {
                let teams = try await TeamsEndpoint.teams(session: session, league: league)
                guard !Task.isCancelled else { return }
                self?.names = teams.map(\.name)
            } catch {}
        }
        .store(in: &cancellables)
    }
}
