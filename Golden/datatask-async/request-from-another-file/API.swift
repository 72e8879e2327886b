import Foundation

/// The requests of the API, built in one place: their type is written here, not where
/// they are sent.
enum API {
    static let baseURL = URL(string: "https://api.example.com/v2")!

    static func get(url: URL, authorization: String) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue("Bearer \(authorization)", forHTTPHeaderField: "Authorization")
        return request
    }
}
