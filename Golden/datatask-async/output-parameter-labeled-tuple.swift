import Combine
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

    func quote(for symbol: String) -> AnyPublisher<Quote, Error> {
        let url = URL(string: "https://markets.example/quotes/\(symbol)")!
        return session.dataTaskPublisher(for: url)
            .tryMap { output in
                if let http = output.response as? HTTPURLResponse, http.statusCode >= 400 {
                    throw QuoteError.rejected(status: http.statusCode)
                }
                return output.data
            }
            .decode(type: Quote.self, decoder: decoder)
            .eraseToAnyPublisher()
    }
}
