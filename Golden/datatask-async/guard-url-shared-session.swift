import Combine
import Foundation

struct Forecast: Decodable {
    let city: String
    let temperature: Double
}

struct WeatherService {
    var apiKey: String

    func forecast(for city: String) -> AnyPublisher<Forecast, Error> {
        guard let url = URL(string: "https://api.weather.example/v1/forecast?q=\(city)&key=\(apiKey)") else {
            return Fail(error: URLError(.badURL)).eraseToAnyPublisher()
        }
        return URLSession.shared.dataTaskPublisher(for: url)
            .map { $0.data }
            .decode(type: Forecast.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}
