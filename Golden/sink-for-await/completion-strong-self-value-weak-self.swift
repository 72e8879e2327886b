import Combine
import Foundation

final class TransfersViewModel {
    @Published private(set) var transfers: [Transfer] = []
    @Published private(set) var isLoading = false
    private let bank: BankAPI
    private var cancellables = Set<AnyCancellable>()

    init(bank: BankAPI) {
        self.bank = bank
    }

    func load() {
        bank.transfers()
            .sink(receiveCompletion: { completion in
                if case .finished = completion {
                    self.isLoading = false
                }
            }, receiveValue: { [weak self] transfers in
                guard let self else { return }
                self.transfers = transfers
            })
            .store(in: &cancellables)
    }
}
