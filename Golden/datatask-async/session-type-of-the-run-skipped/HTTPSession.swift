import Combine
import Foundation

/// The app's own session abstraction: its `dataTaskPublisher(for:)` is a requirement of
/// its own, and nothing says its conformers have `data(from:)`.
protocol HTTPSession {
    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError>
}

final class RecordedSession: HTTPSession {
    var responses: [URL: Data] = [:]

    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        guard let data = responses[url] else {
            return Fail(error: URLError(.fileDoesNotExist)).eraseToAnyPublisher()
        }
        let response = URLResponse(url: url, mimeType: nil, expectedContentLength: data.count, textEncodingName: nil)
        return Just((data: data, response: response))
            .setFailureType(to: URLError.self)
            .eraseToAnyPublisher()
    }
}
