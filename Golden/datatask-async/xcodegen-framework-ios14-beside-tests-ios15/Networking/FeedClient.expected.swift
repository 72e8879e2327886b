import Foundation

/// The framework deploys to iOS 14: `data(for:)` is not there, so `backDeployedData(for:)`.
final class FeedClient {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func feed(request: URLRequest) async throws -> Data {
        let (data, _) = try await session.backDeployedData(for: request)
        return data
    }
}
