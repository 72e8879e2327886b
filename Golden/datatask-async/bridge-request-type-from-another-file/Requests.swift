import Foundation

/// The requests of the API, built in one place: their type is written here, not where
/// they are sent, so the run decides the function in `OrderService.swift` only once it has
/// read this file.
enum Requests {
    static let baseURL = URL(string: "https://api.example.com/v1")!

    static func get(path: String) -> URLRequest {
        URLRequest(url: baseURL.appendingPathComponent(path))
    }
}
