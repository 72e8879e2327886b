import Combine
import Foundation

@MainActor
final class CartBadgeController {
    private let cart: CartStore
    private let badgeLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    init(cart: CartStore) {
        self.cart = cart
    }

    func bind() {
        cart.$items
            .map(\.count)
            .sink { self.badgeLabel.text = $0 == 0 ? nil : "\($0)" }
            .store(in: &cancellables)
    }
}
