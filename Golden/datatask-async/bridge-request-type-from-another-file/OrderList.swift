import Combine
import Foundation

final class OrderList {
    private let service = OrderService()
    private var cancellables = Set<AnyCancellable>()
    private(set) var orders: [Order] = []

    func load(id: Int) {
        service.orderPublisher(id: id)
            .retry(2)
            .sink(receiveCompletion: { _ in }, receiveValue: { order in
                self.orders.append(order)
            })
            .store(in: &cancellables)
    }
}
