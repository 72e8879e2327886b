import Foundation

struct Config: Decodable {
    let featureFlags: [String: Bool]
}

final class RemoteConfigLoader {
    private let session: URLSession
    private let configURL: URL

    init(session: URLSession, configURL: URL) {
        self.session = session
        self.configURL = configURL
    }

    func load() async throws -> Config {
        var attempts = 0
        while true {
            do {
                let (data, _) = try await session.data(from: configURL)
                return try JSONDecoder().decode(Config.self, from: data)
            } catch where attempts < 2 {
                attempts += 1
            }
        }
    }
}
