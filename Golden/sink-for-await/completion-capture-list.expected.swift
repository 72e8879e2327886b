import Combine
import Foundation

@MainActor
final class WeatherViewModel {
    @Published private(set) var forecast: [Forecast] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?
    private let service: WeatherService
    private var cancellables = Set<AnyCancellable>()

    init(service: WeatherService) {
        self.service = service
    }

    func refresh(city: String) {
        let forecastStream = service.forecast(for: city).bufferedValues()
        Task { [weak self] in
            do {
                for try await forecast in forecastStream {
                    self?.forecast = forecast
                }
                if forecastStream.isFinished {
                    self?.isLoading = false
                }
            } catch {
                let error = forecastStream.failure(error)
                self?.isLoading = false
                self?.errorMessage = error.localizedDescription
            }
        }
        .store(in: &cancellables)
    }
}
