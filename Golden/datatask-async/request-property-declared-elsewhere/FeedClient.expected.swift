import Foundation

struct Feed: Decodable {
    let title: String
}

final class FeedClient {
    let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func feed(at endpoint: Endpoint) async throws -> Feed {
        let (data, _) = try await session.data(for: endpoint.urlRequest)
        return try JSONDecoder().decode(Feed.self, from: data)
    }
}

extension StatusMonitor {
    func ping() async throws -> Int {
        let (_, response) = try await session.data(for: pingRequest)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return http.statusCode
    }
}
