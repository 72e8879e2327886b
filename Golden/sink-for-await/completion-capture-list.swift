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
        service.forecast(for: city)
            .sink(receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished:
                    self?.isLoading = false
                case .failure(let error):
                    self?.isLoading = false
                    self?.errorMessage = error.localizedDescription
                }
            }, receiveValue: { [weak self] forecast in
                self?.forecast = forecast
            })
            .store(in: &cancellables)
    }
}
