import Combine
import Foundation

// `tryMap` with statements: they become statements of the Task's `do`, its final `return`
// the value; it can throw, so the failure type is any `Error`.
struct Receipt: Sendable {
    let orderID: Int
    let total: Decimal
}

enum ReceiptError: Error {
    case empty
}

actor ReceiptPrinter {
    func render(orderID: Int) -> Receipt {
        Receipt(orderID: orderID, total: 42)
    }
}

final class ReceiptService {
    private let printer = ReceiptPrinter()

    func receipt(orderID: Int) async -> Receipt {
        let receipt = await self.printer.render(orderID: orderID)
        return receipt
    }
}

@MainActor
final class ReceiptViewController {
    private let service = ReceiptService()
    private var cancellables = Set<AnyCancellable>()
    private(set) var text = ""

    func emailReceipt(orderID: Int) {
        Task { [weak self, service] in
            do {
                let receipt = await service.receipt(orderID: orderID)
                guard !Task.isCancelled else { return }
                guard receipt.total > 0 else {
                    throw ReceiptError.empty
                }
                let formatted = "Order \(receipt.orderID): \(receipt.total)"
                let body = formatted
                self?.text = body
            } catch {
                guard !Task.isCancelled else { return }
                self?.text = "Could not email the receipt: \(error)"
            }
        }
        .store(in: &cancellables)
    }
}
