import Combine
import Foundation

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
}

extension URLSession {
    func buildRequest(_ url: URL, method: HTTPMethod, body: Data?) throws -> URLRequest {
        guard url.scheme == "https" else { throw URLError(.unsupportedURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.httpBody = body
        return request
    }

    /// The request is built by a throwing method in a `do` block; its error and the
    /// network's both end in the publisher's failure, and both are thrown after.
    func json(_ url: URL, method: HTTPMethod = .get, body: Data? = nil) -> AnyPublisher<Any, Error> {
        do {
            let request = try buildRequest(url, method: method, body: body)

            return dataTaskPublisher(for: request)
                .tryMap({ data, response in
                    try JSONSerialization.jsonObject(with: data, options: .mutableLeaves)
                })
                .mapError({ $0 as Error })
                .receive(on: DispatchQueue.main)
                .eraseToAnyPublisher()
        } catch {
            return Fail(error: error).eraseToAnyPublisher()
        }
    }
}
