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
    func json(_ url: URL, method: HTTPMethod = .get, body: Data? = nil) async throws -> Any {
        do {
            let request = try buildRequest(url, method: method, body: body)

            let (data, _) = try await self.data(for: request)
            return try JSONSerialization.jsonObject(with: data, options: .mutableLeaves)
        } catch {
            throw error
        }
    }
}
