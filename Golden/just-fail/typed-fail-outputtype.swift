import Combine
import Foundation

enum CartError: Error {
    case invalidQuantity
    case unavailable
}

actor Inventory {
    func reserve(sku: String, quantity: Int) throws(CartError) -> Int {
        quantity
    }
}

final class CartService {
    private let inventory = Inventory()

    func add(sku: String, quantity: Int) -> AnyPublisher<Int, CartError> {
        guard quantity > 0 else {
            return Fail(outputType: Int.self, failure: CartError.invalidQuantity).eraseToAnyPublisher()
        }
        return Future { promise in
            Task {
                do {
                    let reserved = try await self.inventory.reserve(sku: sku, quantity: quantity)
                    promise(.success(reserved))
                } catch {
                    promise(.failure(CartError.unavailable))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
