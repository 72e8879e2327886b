import Foundation

struct SearchResult: Sendable {
    let title: String
}

actor SearchIndex {
    func query(_ text: String) -> [SearchResult] {
        [SearchResult(title: text)]
    }
}

final class SearchService {
    private let index = SearchIndex()

    func search(_ text: String) async -> [SearchResult] {
        let results = await self.index.query(text)
        return results
    }
}
