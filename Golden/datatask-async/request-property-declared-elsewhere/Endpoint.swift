import Foundation

struct Endpoint {
    var path: String
    var query: [URLQueryItem] = []

    /// A computed property: its type is the evidence, wherever it is read.
    var urlRequest: URLRequest {
        var components = URLComponents(string: "https://feeds.example.com")!
        components.path = path
        components.queryItems = query
        return URLRequest(url: components.url!)
    }
}

/// Stored properties of the monitor: the ping request is made by an initializer.
final class StatusMonitor {
    let session = URLSession(configuration: .ephemeral)
    let pingRequest = URLRequest(url: URL(string: "https://status.example.com/ping")!)
}
