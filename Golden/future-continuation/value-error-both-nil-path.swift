import Combine
import Foundation

struct RemoteConfig {
    let values: [String: String]
}

/// Firebase-style: value and error are both optional, and may both be nil.
final class RemoteConfigClient {
    func fetchConfig(completion: @escaping (RemoteConfig?, Error?) -> Void) {
        completion(RemoteConfig(values: [:]), nil)
    }
}

final class ConfigRepository {
    private let client = RemoteConfigClient()

    func config() -> AnyPublisher<RemoteConfig, Error> {
        Future { promise in
            self.client.fetchConfig { config, error in
                if let error {
                    promise(.failure(error))
                } else if let config {
                    promise(.success(config))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
