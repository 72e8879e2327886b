import Combine
import Foundation

final class CitySearchViewModel {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var isEmpty = true
    private let cities: [String]

    init(cities: [String]) {
        self.cities = cities
        $query
            .map { query in cities.filter { $0.localizedCaseInsensitiveContains(query) } }
            .assign(to: &$results)
        $results.map(\.isEmpty).assign(to: &$isEmpty)
    }
}
