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
        $query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .removeDuplicates()
            .sink { [weak self] query in
                guard let self else { return }
                self.results = self.searchService.localMatches(for: query)
            }
            .store(in: &cancellables)
    }
}
