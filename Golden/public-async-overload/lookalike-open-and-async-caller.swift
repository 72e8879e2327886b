import Combine
import Foundation

// Left as they are, each with a warning: an `open` function (a subclass outside the run may
// override its publisher), and a `public` one whose only caller in the run holds its
// publisher unchained in asynchronous code, where an overload of its name would be picked.
public struct Quote: Decodable, Sendable {
    public let text: String
}

open class QuoteService {
    private let session: URLSession

    public init(session: URLSession) {
        self.session = session
    }

    open func quote() -> AnyPublisher<Quote, Error> {
        session.dataTaskPublisher(for: URL(string: "https://quotes.example.com/today")!)
            .map(\.data)
            .decode(type: Quote.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    public func quote(id: Int) -> AnyPublisher<Quote, Error> {
        session.dataTaskPublisher(for: URL(string: "https://quotes.example.com/\(id)")!)
            .map(\.data)
            .decode(type: Quote.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}

actor QuoteCache {
    private var publishers: [Int: AnyPublisher<Quote, Error>] = [:]

    func prefetch(id: Int, service: QuoteService) async {
        let made = service.quote(id: id)
        publishers[id] = made.share().eraseToAnyPublisher()
    }
}
