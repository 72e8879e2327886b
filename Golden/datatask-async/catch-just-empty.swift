import Combine
import Foundation

struct Suggestion: Decodable {
    let text: String
}

final class SearchSuggestions {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func suggestions(for query: String) -> AnyPublisher<[Suggestion], Never> {
        var components = URLComponents(string: "https://search.example/suggest")!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        let url = components.url!
        return session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: [Suggestion].self, decoder: JSONDecoder())
            .catch { _ in Just([]) }
            .eraseToAnyPublisher()
    }
}
