import Foundation

enum Environment {
    case production
    case staging
    case offline
}

enum ConfigError: Error {
    case offline
}

protocol ConfigAPI: Sendable {
    func flags(staging: Bool) async throws -> [String: Bool]
}

final class FeatureFlags {
    private let api: ConfigAPI
    private let environment: Environment

    init(api: ConfigAPI, environment: Environment) {
        self.api = api
        self.environment = environment
    }

    func load() async throws -> [String: Bool] {
        let staging: Bool
        switch environment {
        case .production:
            staging = false
        case .staging:
            staging = true
        case .offline:
            throw ConfigError.offline
        }
        let flags = try await self.api.flags(staging: staging)
        return flags
    }
}
