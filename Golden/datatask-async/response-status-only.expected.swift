import Foundation

final class HealthCheck {
    private let session: URLSession
    private let healthURL = URL(string: "https://status.example/health")!

    init(session: URLSession) {
        self.session = session
    }

    /// The HTTP status of the health endpoint; the body is ignored.
    func status() async throws -> Int {
        let (_, response) = try await session.data(from: healthURL)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        return http.statusCode
    }
}
