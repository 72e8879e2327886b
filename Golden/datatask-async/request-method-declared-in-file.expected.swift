import Foundation

struct Endpoint {
    var path: String

    func urlRequest(baseURL: URL) -> URLRequest {
        URLRequest(url: baseURL.appendingPathComponent(path))
    }
}

struct Status: Decodable {
    let healthy: Bool
}

final class StatusClient {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func status(of endpoint: Endpoint) async throws -> Status {
        let target = endpoint.urlRequest(baseURL: baseURL)
        let (data, _) = try await session.data(for: target)
        return try JSONDecoder().decode(Status.self, from: data)
    }
}
