import Foundation

// A request whose response only has to decode: the closure's last expression discards the
// value (`_ = try …`), so the publisher's output is `Void`. It stays a statement of its own
// at the end of the async function, not `return _ = try …`.
enum TokenAPI {
    static func revoke(session: URLSession, token: String) async throws {
        var request = URLRequest(url: URL(string: "https://auth.example.com/revoke")!)
        request.httpMethod = "POST"
        request.httpBody = Data(token.utf8)
        let (data, _) = try await session.data(for: request)
        // An empty JSON string answers a revoked token.
        _ = try JSONDecoder().decode(String.self, from: data)
    }
}
