import Foundation

/// The target deploys to iOS 15, above its project's iOS 13: migrated.
final class WeatherClient {
    private let session = URLSession.shared

    func forecast(request: URLRequest) async throws -> Data {
        let (data, _) = try await session.data(for: request)
        return data
    }
}
