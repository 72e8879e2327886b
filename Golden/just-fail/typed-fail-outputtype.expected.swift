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

    func add(sku: String, quantity: Int) async throws(CartError) -> Int {
        guard quantity > 0 else {
            throw CartError.invalidQuantity
        }
        do {
            let reserved = try await self.inventory.reserve(sku: sku, quantity: quantity)
            return reserved
        } catch {
            throw CartError.unavailable
        }
    }
}
