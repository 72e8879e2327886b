import Combine
import Foundation

final class CheckoutViewModel {
    @Published private(set) var receipt: Receipt?
    private let payments: PaymentService
    private var cancellables = Set<AnyCancellable>()

    init(payments: PaymentService) {
        self.payments = payments
    }

    func pay(_ amount: Decimal) {
        payments.charge(amount)
            .sink(receiveCompletion: { completion in
                Analytics.track("checkout_completed")
                if case .failure(let error) = completion {
                    Log.error(error)
                }
            }, receiveValue: { [weak self] receipt in
                self?.receipt = receipt
            })
            .store(in: &cancellables)
    }
}
