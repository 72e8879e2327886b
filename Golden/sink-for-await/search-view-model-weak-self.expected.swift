import Combine
import Foundation

@MainActor
final class SearchViewModel {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private let searchService: SearchService
    private var cancellables = Set<AnyCancellable>()

    init(searchService: SearchService) {
        self.searchService = searchService
        let queryStream = $query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .removeDuplicates()
            .bufferedValues()
        Task { [weak self] in
            for await query in queryStream {
                guard let self else { continue }
                self.results = self.searchService.localMatches(for: query)
            }
        }
        .store(in: &cancellables)
    }
}
