import Combine
import Foundation

struct Order: Decodable {
    let id: Int
}

// Its caller in `OrderList.swift` stays in Combine (`retry`): the function becomes async and
// keeps a `TaskPublisher` bridge, which `orderPublisher(id:)`'s name leaves to the bridge.
final class OrderService {
    private let session = URLSession.shared

    func orderPublisher(id: Int) -> AnyPublisher<Order, Error> {
        TaskPublisher { try await self.order(id: id) }
            .receive(on: session.delegateQueue)
            .eraseToAnyPublisher()
    }

    func order(id: Int) async throws -> Order {
        let request = Requests.get(path: "orders/\(id)")
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode(Order.self, from: data)
    }
}
