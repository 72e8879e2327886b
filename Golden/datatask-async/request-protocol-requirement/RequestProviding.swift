import Foundation

/// What a loader sends: a requirement with its type, and a default.
protocol RequestProviding {
    var request: URLRequest { get }
}

extension RequestProviding {
    var request: URLRequest {
        URLRequest(url: URL(string: "https://images.example.com/placeholder.png")!)
    }
}
