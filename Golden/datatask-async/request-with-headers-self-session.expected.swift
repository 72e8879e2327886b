import Foundation

struct Order: Codable {
    let id: String
    let items: [String]
}

final class OrderRepository {
    let session: URLSession
    let endpoint: URL
    let token: String

    init(session: URLSession, endpoint: URL, token: String) {
        self.session = session
        self.endpoint = endpoint
        self.token = token
    }

    func place(_ order: Order) async throws -> Order {
        var request = URLRequest(url: endpoint.appendingPathComponent("orders"))
        request.httpMethod = "POST"
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(order)
        let (data, _) = try await self.session.data(for: request)
        return try JSONDecoder().decode(Order.self, from: data)
    }
}
