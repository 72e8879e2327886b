import Combine
import Foundation

// An SDK's endpoints, as static functions of a namespace enum, with their documentation:
// each gains an async overload of its name, documented as the publisher was (less what its
// `- Returns:` says of the publisher, which the overload does not return), and keeps its
// publisher as a `TaskPublisher` bridge that delivers on the session's delegate queue, where
// `dataTaskPublisher` delivered. The app's model in the same run awaits the overload.
public enum Mastodon {
    public enum API {}
    public enum Entity {
        public struct List: Decodable, Sendable {
            public let id: String
            public let title: String
        }
    }
}

extension Mastodon.API {
    public enum Lists {
        static func listsEndpointURL(domain: String) -> URL {
            URL(string: "https://\(domain)/api/v1/lists")!
        }

        /// Fetches the lists of the signed-in account.
        ///
        /// - Parameters:
        ///   - session: `URLSession`
        ///   - domain: the instance's domain
        /// - Returns: `AnyPublisher` of the lists,
        ///   nested in the response
        /// - Note: the account's token comes from the session.
        public static func getLists(
            session: URLSession,
            domain: String
        ) -> AnyPublisher<[Mastodon.Entity.List], Error> {
            let request = URLRequest(url: listsEndpointURL(domain: domain))
            return session.dataTaskPublisher(for: request)
                .tryMap { data, _ in
                    try JSONDecoder().decode([Mastodon.Entity.List].self, from: data)
                }
                .eraseToAnyPublisher()
        }
    }
}

@MainActor
final class ListsViewModel {
    private(set) var titles: [String] = []
    private(set) var failed = false
    private var cancellables = Set<AnyCancellable>()
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func load(domain: String) {
        Mastodon.API.Lists.getLists(session: session, domain: domain)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure = completion {
                    self?.failed = true
                }
            }, receiveValue: { [weak self] lists in
                self?.titles = lists.map(\.title)
            })
            .store(in: &cancellables)
    }
}
