import Combine
import Foundation

struct SessionTaskError: Error {}

/// An app's own network service, whose method is also called `dataTaskPublisher`: not
/// `URLSession.dataTaskPublisher(for:)`, so not this rule's business (no warning either).
protocol NetworkService {
    func dataTaskPublisher(_ request: URLRequest) -> AnyPublisher<(data: Data, response: HTTPURLResponse), SessionTaskError>
}

struct Asset: Decodable {
    let symbol: String
}

final class AssetsNetworking {
    private let networkService: NetworkService

    init(networkService: NetworkService) {
        self.networkService = networkService
    }

    func assets(at url: URL) -> AnyPublisher<[Asset], Error> {
        return networkService
            .dataTaskPublisher(URLRequest(url: url))
            .tryMap { try JSONDecoder().decode([Asset].self, from: $0.data) }
            .eraseToAnyPublisher()
    }

    func delayedAssets(at url: URL) -> AnyPublisher<[Asset], Error> {
        return Just(())
            .delay(for: .seconds(1), scheduler: DispatchQueue.main)
            .setFailureType(to: SessionTaskError.self)
            .flatMap { _ in self.networkService.dataTaskPublisher(URLRequest(url: url)) }
            .tryMap { try JSONDecoder().decode([Asset].self, from: $0.data) }
            .eraseToAnyPublisher()
    }
}
