import Combine
import Foundation

struct Quote: Sendable {
    let symbol: String
    let price: Double
}

protocol QuotesAPI: Sendable {
    func quote(for symbol: String) async throws -> Quote
}

final class QuotesRepository {
    private let api: QuotesAPI
    private var cache: [String: Quote] = [:]

    init(api: QuotesAPI) {
        self.api = api
    }

    func quote(symbol: String) -> AnyPublisher<Quote, Error> {
        if let cached = cache[symbol] {
            return Just(cached)
                .setFailureType(to: Error.self)
                .eraseToAnyPublisher()
        }
        return Future { promise in
            Task {
                do {
                    promise(.success(try await self.api.quote(for: symbol)))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
