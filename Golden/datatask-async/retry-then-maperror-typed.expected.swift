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

    func messages() async throws(SyncError) -> [Message] {
        var request = URLRequest(url: inboxURL)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        do {
            // Flaky mobile networks: two more tries before giving up.
            var attempts = 0
            while true {
                do {
                    let (data, _) = try await session.data(for: request)
                    return try JSONDecoder().decode([Message].self, from: data)
                } catch where attempts < 2 {
                    attempts += 1
                }
            }
        } catch {
            throw SyncError.network(underlying: error)
        }
    }
}
