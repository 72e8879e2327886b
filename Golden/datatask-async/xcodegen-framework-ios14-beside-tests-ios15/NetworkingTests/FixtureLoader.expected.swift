import Foundation

/// The test bundle beside it deploys to iOS 15: the same shape migrates there.
final class FixtureLoader {
    private let session = URLSession.shared

    func fixture(at url: URL) async throws -> Data {
        let (data, _) = try await session.data(from: url)
        return data
    }
}
