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

    func quote(symbol: String) async throws -> Quote {
        if let cached = cache[symbol] {
            return cached
        }
        return try await self.api.quote(for: symbol)
    }
}
