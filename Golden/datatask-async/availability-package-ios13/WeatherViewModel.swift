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
        client.forecast(city: city)
            .sink(
                receiveCompletion: { _ in },
                receiveValue: { [weak self] forecast in
                    self?.temperature = forecast.temperature
                }
            )
            .store(in: &cancellables)
    }
}
