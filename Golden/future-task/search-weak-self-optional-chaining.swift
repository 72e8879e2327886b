import Combine
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

    func search(_ text: String) -> AnyPublisher<[SearchResult], Never> {
        Future { [weak self] promise in
            Task { [weak self] in
                guard let self = self else { return }
                let results = await self.index.query(text)
                promise(.success(results))
            }
        }
        .eraseToAnyPublisher()
    }
}
