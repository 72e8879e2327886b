import Combine
import Foundation

// A client that declares its own `Error`: in it, `AnyPublisher<Forecast, Error>` fails with
// `WeatherClient.Error`, a typed failure, where the one-shot rules would read `Error` as
// `any Error` and write an untyped `async throws`. It stays as it is, as does its subclass's
// publisher. The look-alike clients beside them, whose `Error` is Swift's, migrate.
struct Forecast: Decodable {
    let temperature: Double
}

class WeatherClient {
    enum Error: Swift.Error {
        case badStatus
        case transport
    }

    let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func forecastPublisher(url: URL) -> AnyPublisher<Forecast, Error> {
        session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Forecast.self, decoder: JSONDecoder())
            .mapError { _ in Error.transport }
            .eraseToAnyPublisher()
    }
}

final class CachedWeatherClient: WeatherClient {
    func radarPublisher(url: URL) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: url)
            .map(\.data)
            .mapError { _ in Error.transport }
            .eraseToAnyPublisher()
    }
}

final class PollenClient {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func pollen(url: URL) async throws -> Data {
        let (data, _) = try await session.data(from: url)
        return data
    }
}

// An SDK's namespace with an `Error` of its own: in an extension of a type nested in it,
// `Error` is still Swift's (the outer type's members are not in an extension's scope), so the
// endpoint migrates.
enum Radar {
    struct Error: Swift.Error {
        let status: Int
    }

    enum Tiles {}
}

extension Radar.Tiles {
    static func tile(session: URLSession, url: URL) async throws -> Data {
        let (data, _) = try await session.data(from: url)
        return data
    }
}
