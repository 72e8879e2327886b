import Combine
import Foundation

/// The request parameter copied into a `var` of the same name, a `mapError` that only
/// erases the error's type, then a transform: all of it migrates.
struct NetworkAdaptor {
    func noCache(request: URLRequest) -> AnyPublisher<(data: Data, response: HTTPURLResponse), Error> {
        var request = request
        request.cachePolicy = .reloadIgnoringLocalAndRemoteCacheData

        return URLSession.shared.dataTaskPublisher(for: request)
            .mapError { $0 as Error }
            .map { data, response -> (data: Data, response: HTTPURLResponse) in
                guard let httpURLResponse = response as? HTTPURLResponse else {
                    fatalError("not an HTTP response: \(response)")
                }
                return (data: data, response: httpURLResponse)
            }
            .eraseToAnyPublisher()
    }

    func status(of request: URLRequest) -> AnyPublisher<Int, Error> {
        URLSession.shared.dataTaskPublisher(for: request)
            .mapError({ error in error as Error })
            .map { ($0.response as? HTTPURLResponse)?.statusCode ?? 0 }
            .mapError { $0 }
            .eraseToAnyPublisher()
    }
}
