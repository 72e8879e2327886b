import Combine
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

    func load() -> AnyPublisher<[String: Bool], Error> {
        let staging: Bool
        switch environment {
        case .production:
            staging = false
        case .staging:
            staging = true
        case .offline:
            return Fail(error: ConfigError.offline)
                .eraseToAnyPublisher()
        }
        return Future { promise in
            Task {
                do {
                    let flags = try await self.api.flags(staging: staging)
                    promise(.success(flags))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
