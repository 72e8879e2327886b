import Foundation

struct Suggestion: Decodable {
    let text: String
}

final class SearchSuggestions {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func suggestions(for query: String) async -> [Suggestion] {
        var components = URLComponents(string: "https://search.example/suggest")!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        let url = components.url!
        do {
            let (data, _) = try await session.data(from: url)
            return try JSONDecoder().decode([Suggestion].self, from: data)
        } catch {
            return []
        }
    }
}
