import Combine
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

    func place(_ order: Order) -> AnyPublisher<Order, Error> {
        var request = URLRequest(url: endpoint.appendingPathComponent("orders"))
        request.httpMethod = "POST"
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(order)
        return self.session
            .dataTaskPublisher(for: request)
            .map(\.data)
            .decode(type: Order.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}
