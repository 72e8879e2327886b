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

    func receipt(orderID: Int) -> AnyPublisher<Receipt, Never> {
        Future { promise in
            Task {
                let receipt = await self.printer.render(orderID: orderID)
                promise(.success(receipt))
            }
        }
        .eraseToAnyPublisher()
    }
}

@MainActor
final class ReceiptViewController {
    private let service = ReceiptService()
    private var cancellables = Set<AnyCancellable>()
    private(set) var text = ""

    func emailReceipt(orderID: Int) {
        service.receipt(orderID: orderID)
            .tryMap { receipt -> String in
                guard receipt.total > 0 else {
                    throw ReceiptError.empty
                }
                let formatted = "Order \(receipt.orderID): \(receipt.total)"
                return formatted
            }
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion {
                    self?.text = "Could not email the receipt: \(error)"
                }
            }, receiveValue: { [weak self] body in
                self?.text = body
            })
            .store(in: &cancellables)
    }
}
