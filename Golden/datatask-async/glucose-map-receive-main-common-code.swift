import Combine
import Foundation

// A network function's caller with `map { … }` and `receive(on: main)` before a completion
// handler that ends with code common to both outcomes: the Task is `@MainActor`, and the
// common code follows the `do`/`catch`.
struct GlucoseEntry: Decodable {
    let sgv: Int
    let date: Date
}

final class NightscoutAPI {
    private let session = URLSession.shared
    private let baseURL: URL

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func entries(count: Int) -> AnyPublisher<[GlucoseEntry], Error> {
        let url = baseURL.appendingPathComponent("api/v1/entries.json")
        return session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: [GlucoseEntry].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}

final class GlucoseChartModel {
    private let api: NightscoutAPI
    private var lifetime = Set<AnyCancellable>()
    private(set) var latest: Int?
    private(set) var statusText = ""
    private(set) var isRefreshing = false

    init(api: NightscoutAPI) {
        self.api = api
    }

    func refresh() {
        isRefreshing = true
        api.entries(count: 288)
            .map { entries in entries.sorted { $0.date > $1.date } }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] completion in
                switch completion {
                case .finished:
                    self?.statusText = "Updated"
                case let .failure(error):
                    self?.statusText = "Nightscout unreachable: \(error.localizedDescription)"
                }
                self?.isRefreshing = false
            } receiveValue: { [weak self] sorted in
                self?.latest = sorted.first?.sgv
            }
            .store(in: &lifetime)
    }
}
