import Foundation

/// Available where `data(for:)` is, on every platform the package lists: migrated.
@available(iOS 15.0, macOS 12.0, *)
final class RadarClient {
    private let session = URLSession.shared

    func frame(request: URLRequest) async throws -> Data {
        let (data, _) = try await session.data(for: request)
        return data
    }
}

extension WeatherClient {
    /// The function's own `@available`, in the long form.
    @available(iOS, introduced: 15.0)
    @available(macOS, introduced: 12.0)
    func raw(url: URL) async throws -> Data {
        let (data, _) = try await URLSession.shared.data(from: url)
        return data
    }
}
