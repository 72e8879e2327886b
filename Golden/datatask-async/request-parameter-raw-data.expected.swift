import Combine
import Foundation

/// Sends prepared requests and hands back the raw body.
final class HTTPClient {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func send(_ request: URLRequest) async throws -> Data {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, http.statusCode != 401 else {
            throw URLError(.userAuthenticationRequired)
        }
        return data
    }
}
