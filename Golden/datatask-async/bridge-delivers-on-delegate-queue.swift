import Combine
import Foundation

// A fetcher whose callers stay in Combine (a `flatMap`, a `retry`) and never hop: the
// original chain delivered on its session's delegate queue, a serial one, so the view
// model's `sink`s ran one at a time. The bridge receives on that queue, not from each
// subscription's task, where they would run at once from several threads. (Their chains
// validate with the fetcher's own method, so they held it while the request ran, as a bridge
// calling the async version does.)
struct City: Decodable {
    let id: Int
}

struct Weather: Decodable {
    let temperature: Double
}

final class CityFetcher {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func city(named name: String) -> AnyPublisher<[City], Error> {
        session.dataTaskPublisher(for: URL(string: "https://weather.example.com/search?q=\(name)")!)
            .tryMap { try self.validated($0) }
            .decode(type: [City].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    func weather(id: Int) -> AnyPublisher<Weather, Error> {
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://weather.example.com/\(id)")!)
            .tryMap { try self.validated($0) }
            .decode(type: Weather.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    private func validated(_ output: URLSession.DataTaskPublisher.Output) throws -> Data {
        guard (output.response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        return output.data
    }

    // No bridge would have the session, or it would make another one: the publishers would
    // keep their own bodies, and with no call here to use an async version, they stay.
    func forecast(id: Int) -> AnyPublisher<Data, Error> {
        let ephemeral = URLSession(configuration: .ephemeral)
        return ephemeral.dataTaskPublisher(for: URL(string: "https://weather.example.com/\(id)/forecast")!)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }

    func alerts(id: Int) -> AnyPublisher<Data, Error> {
        URLSession(configuration: .ephemeral).dataTaskPublisher(for: URL(string: "https://weather.example.com/\(id)/alerts")!)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}

final class WeatherViewModel {
    private(set) var temperatures: [Int: Double] = [:]
    private var cancellables = Set<AnyCancellable>()
    private let fetcher = CityFetcher()

    init(cities: [String]) {
        for name in cities {
            fetcher.city(named: name)
                .compactMap(\.first)
                .flatMap { [fetcher] city in fetcher.weather(id: city.id).retry(1) }
                .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] weather in
                    self?.temperatures[weather.temperature.hashValue] = weather.temperature
                })
                .store(in: &cancellables)
        }
        fetcher.forecast(id: 1).retry(1).sink(receiveCompletion: { _ in }, receiveValue: { _ in }).store(in: &cancellables)
        fetcher.alerts(id: 1).retry(1).sink(receiveCompletion: { _ in }, receiveValue: { _ in }).store(in: &cancellables)
    }
}
