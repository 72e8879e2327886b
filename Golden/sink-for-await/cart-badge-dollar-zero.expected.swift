import Combine
import Foundation

final class CartBadgeController {
    private let cart: CartStore
    private let badgeLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    init(cart: CartStore) {
        self.cart = cart
    }

    func bind() {
        let valueStream = cart.$items
            .map(\.count)
            .bufferedValues()
        Task {
            for await value in valueStream {
                self.badgeLabel.text = value == 0 ? nil : "\(value)"
            }
        }
        .store(in: &cancellables)
    }
}
