import Foundation

/// Available where `data(for:)` is: migrated even in an iOS 13 app.
@available(iOS 15.0, *)
final class RadarClient {
    private let session = URLSession.shared

    func frame(request: URLRequest) async throws -> Data {
        let (data, _) = try await session.data(for: request)
        return data
    }
}
