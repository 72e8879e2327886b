import Combine
import Foundation

/// Loads the feed. Migrated to async/await; the Combine import is all that is left.
public struct FeedLoader {
    let session: URLSession

    public func load(from url: URL) async throws -> [String] {
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([String].self, from: data)
    }
}
