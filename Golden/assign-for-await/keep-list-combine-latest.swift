import Combine
import Foundation

final class TransferFormViewModel {
    @Published var amount = ""
    @Published var recipient = ""
    @Published private(set) var canSend = false
    @Published private(set) var summary = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        Publishers.CombineLatest($amount, $recipient)
            .map { amount, recipient in !amount.isEmpty && !recipient.isEmpty }
            .assign(to: \.canSend, on: self)
            .store(in: &cancellables)
        $amount
            .zip($recipient)
            .map { "\($0) to \($1)" }
            .assign(to: \.summary, on: self)
            .store(in: &cancellables)
    }
}
