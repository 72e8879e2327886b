import Combine
import Foundation

// A caller of a static endpoint passes its own property (`session`) as an argument, with
// its closures capturing `self` weakly. The Task captures that property as the subscription
// evaluated it (`[weak self, session]`): read through `self` inside the Task, it would hold
// `self` strongly (and in Swift 6 would not compile).
struct Team: Decodable, Sendable {
    let name: String
}

enum TeamsEndpoint {
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
    private let league = "premier"

    init(session: URLSession) {
        self.session = session
    }

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
