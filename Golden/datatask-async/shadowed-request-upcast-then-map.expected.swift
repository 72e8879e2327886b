import Foundation

/// The request parameter copied into a `var` of the same name, a `mapError` that only
/// erases the error's type, then a transform: all of it migrates.
struct NetworkAdaptor {
    func noCache(request: URLRequest) async throws -> (data: Data, response: HTTPURLResponse) {
        var request = request
        request.cachePolicy = .reloadIgnoringLocalAndRemoteCacheData

        let (data, response) = try await URLSession.shared.data(for: request)
        guard let httpURLResponse = response as? HTTPURLResponse else {
            fatalError("not an HTTP response: \(response)")
        }
        return (data: data, response: httpURLResponse)
    }

    func status(of request: URLRequest) async throws -> Int {
        let output: (data: Data, response: URLResponse) = try await URLSession.shared.data(for: request)
        return (output.response as? HTTPURLResponse)?.statusCode ?? 0
    }
}
