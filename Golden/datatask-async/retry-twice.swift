import Combine
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

    func load() -> AnyPublisher<Config, Error> {
        session.dataTaskPublisher(for: configURL)
            .map(\.data)
            .decode(type: Config.self, decoder: JSONDecoder())
            .retry(2)
            .eraseToAnyPublisher()
    }
}
