import Foundation

// The output's tuple elements by position, as real clients write them: `$0.0` is the data,
// `$0.1` the response.
final class FeedClient {
    private let session: URLSession
    private let feedURL: URL

    init(session: URLSession, feedURL: URL) {
        self.session = session
        self.feedURL = feedURL
    }

    func feed() async throws -> Data {
        let (data, _) = try await session.data(from: feedURL)
        return data
    }

    func feedResponse() async throws -> URLResponse {
        let (_, response) = try await session.data(from: feedURL)
        return response
    }
}
