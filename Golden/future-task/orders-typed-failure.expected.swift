import Foundation

struct Order: Sendable {
    let id: Int
}

enum OrdersError: Error {
    case network(Error)
    case empty
}

protocol OrdersBackend: Sendable {
    func fetchOrders(customer: String) async throws -> [Order]
}

final class OrdersRepository {
    private let backend: OrdersBackend

    init(backend: OrdersBackend) {
        self.backend = backend
    }

    func orders(customer: String) async throws(OrdersError) -> [Order] {
        do {
            let orders = try await self.backend.fetchOrders(customer: customer)
            if orders.isEmpty {
                throw OrdersError.empty
            } else {
                return orders
            }
        } catch {
            throw OrdersError.network(error)
        }
    }
}
