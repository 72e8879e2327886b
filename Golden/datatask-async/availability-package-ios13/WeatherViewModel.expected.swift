import Combine
import Foundation

final class WeatherViewModel: ObservableObject {
    @Published private(set) var temperature = 0.0

    private let client: WeatherClient
    private var cancellables = Set<AnyCancellable>()

    init(client: WeatherClient) {
        self.client = client
    }

    func load(city: String) {
        Task { [weak self, client] in
            do {
                let forecast = try await client.forecast(city: city)
                guard !Task.isCancelled else { return }
                self?.temperature = forecast.temperature
            } catch {}
        }
        .store(in: &cancellables)
    }
}
