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
        let itemsStream = cart.$items
            .map(\.count)
            .bufferedValues()
        Task {
            for await value in itemsStream {
                self.badgeLabel.text = value == 0 ? nil : "\(value)"
            }
        }
        .store(in: &cancellables)
    }
}
