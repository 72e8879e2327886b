import Foundation

/// Two overloads of one name with different results: which one a call is, the labels do
/// not tell, so neither result is evidence.
enum Requests {
    static func make(for id: Int) -> URLRequest {
        URLRequest(url: URL(string: "https://api.example.com/items/\(id)")!)
    }

    static func make(for name: String) -> URL {
        URL(string: "https://api.example.com/items?name=\(name)")!
    }
}

/// A request type of the app's own, not `URLRequest`, with a member of the same name.
struct Resource<Value> {
    var request: Value
}
