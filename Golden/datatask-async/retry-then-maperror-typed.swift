import Combine
import Foundation

struct Message: Decodable {
    let id: String
    let body: String
}

enum SyncError: Error {
    case network(underlying: Error)
}

final class InboxSync {
    private let session: URLSession
    private let inboxURL: URL

    init(session: URLSession, inboxURL: URL) {
        self.session = session
        self.inboxURL = inboxURL
    }

    func messages() -> AnyPublisher<[Message], SyncError> {
        var request = URLRequest(url: inboxURL)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        return session
            .dataTaskPublisher(for: request)
            .map(\.data)
            .decode(type: [Message].self, decoder: JSONDecoder())
            // Flaky mobile networks: two more tries before giving up.
            .retry(2)
            .mapError { underlying in
                SyncError.network(underlying: underlying)
            }
            .eraseToAnyPublisher()
    }
}
