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

    func entries(count: Int) async throws -> [GlucoseEntry] {
        let url = baseURL.appendingPathComponent("api/v1/entries.json")
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([GlucoseEntry].self, from: data)
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
        Task { @MainActor [weak self, api] in
            do {
                let entries = try await api.entries(count: 288)
                guard !Task.isCancelled else { return }
                let sorted = entries.sorted { $0.date > $1.date }
                self?.latest = sorted.first?.sgv
                self?.statusText = "Updated"
            } catch {
                guard !Task.isCancelled else { return }
                self?.statusText = "Nightscout unreachable: \(error.localizedDescription)"
            }
            self?.isRefreshing = false
        }
        .store(in: &lifetime)
    }
}
