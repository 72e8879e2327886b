import Foundation

/// A stand-in for a route type of another module of the app: outside the golden case's
/// run, so the rule cannot tell what its `urlRequest` is.
struct Route {
    var urlRequest: URLRequest
}
