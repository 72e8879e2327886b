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
        let request = Requests.get(path: "orders/\(id)")
        return session.dataTaskPublisher(for: request)
            .map(\.data)
            .decode(type: Order.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}
