import Foundation

enum Routes {
    static func profile(id: String) -> URLRequest {
        URLRequest(url: URL(string: "https://api.example.com/profiles/\(id)")!)
    }
}
