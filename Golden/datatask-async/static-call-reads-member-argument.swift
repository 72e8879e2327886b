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
    static func teams(session: URLSession, league: String) -> AnyPublisher<[Team], Error> {
        session.dataTaskPublisher(for: URL(string: "https://sports.example.com/\(league)/teams")!)
            .map(\.data)
            .decode(type: [Team].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
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
        TeamsEndpoint.teams(session: session, league: league)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] teams in
                self?.names = teams.map(\.name)
            })
            .store(in: &cancellables)
    }
}
