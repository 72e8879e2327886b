import Combine
import Foundation

@MainActor
final class OrdersViewModel {
    @Published private(set) var orders: [Order] = []
    private let repository: OrderRepository
    private var cancellables = Set<AnyCancellable>()

    init(repository: OrderRepository) {
        self.repository = repository
        let ordersStream = repository.orders.bufferedValues()
        Task { [weak self] in
            for await orders: [Order] in ordersStream {
                self?.orders = orders.sorted { $0.date > $1.date }
            }
        }
        .store(in: &cancellables)
    }
}
