import Combine
import Foundation

final class SearchSuggestionsViewModel {
    @Published var query = ""
    @Published private(set) var suggestions: [String] = []
    private let typeahead: TypeaheadService
    private let analytics: AnalyticsClient
    private var cancellables = Set<AnyCancellable>()

    init(typeahead: TypeaheadService, analytics: AnalyticsClient) {
        self.typeahead = typeahead
        self.analytics = analytics
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] query in
                self?.suggestions = typeahead.suggestions(for: query)
            }
            .store(in: &cancellables)
        $query
            .throttle(for: .seconds(5), scheduler: DispatchQueue.main, latest: true)
            .sink { query in analytics.log("typed", query) }
            .store(in: &cancellables)
        $query
            .collect(.byTime(DispatchQueue.main, .seconds(30)))
            .sink { batch in analytics.log("queries", batch.joined(separator: ",")) }
            .store(in: &cancellables)
        $query
            .delay(for: .seconds(1), scheduler: DispatchQueue.main)
            .sink { query in analytics.log("settled", query) }
            .store(in: &cancellables)
    }
}
