import Foundation

struct Quote: Decodable {
    let symbol: String
    let price: Double
}

enum QuoteError: Error {
    case rejected(status: Int)
}

final class QuoteService {
    private let session: URLSession
    private let decoder = JSONDecoder()

    init(session: URLSession) {
        self.session = session
    }

    func quote(for symbol: String) async throws -> Quote {
        let url = URL(string: "https://markets.example/quotes/\(symbol)")!
        let output: (data: Data, response: URLResponse) = try await session.data(from: url)
        if let http = output.response as? HTTPURLResponse, http.statusCode >= 400 {
            throw QuoteError.rejected(status: http.statusCode)
        }
        return try decoder.decode(Quote.self, from: output.data)
    }
}
