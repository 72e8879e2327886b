import Foundation

struct Forecast: Decodable {
    let city: String
    let temperature: Double
}

struct WeatherService {
    var apiKey: String

    func forecast(for city: String) async throws -> Forecast {
        guard let url = URL(string: "https://api.weather.example/v1/forecast?q=\(city)&key=\(apiKey)") else {
            throw URLError(.badURL)
        }
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(Forecast.self, from: data)
    }
}
