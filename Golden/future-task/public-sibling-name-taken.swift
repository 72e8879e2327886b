import Combine
import Foundation

public struct Order: Sendable {
    public let id: String
}

public protocol OrderBackend: Sendable {
    func order(id: String) async throws -> Order
}

// An SDK with hand-written async twins (`OrderService+async.swift` in its sources): the
// publisher stays, its twin is the sibling.
public final class OrderService: @unchecked Sendable {
    let backend: OrderBackend

    public init(backend: OrderBackend) {
        self.backend = backend
    }

    public func orderPublisher(id: String) -> AnyPublisher<Order, Error> {
        Future { promise in
            Task {
                do {
                    let order = try await self.backend.order(id: id)
                    promise(.success(order))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

public extension OrderService {
    func order(id: String) async throws -> Order {
        try await backend.order(id: id)
    }
}
