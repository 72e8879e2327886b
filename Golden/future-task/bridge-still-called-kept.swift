import Combine
import Foundation

struct Receipt: Sendable {
    let number: String
}

final class ReceiptRepository {
    func receipt(number: String) async throws -> Receipt {
        Receipt(number: number)
    }

    /// The Combine bridge to `receipt(number:)`, for callers not migrated yet.
    func receiptPublisher(number: String) -> AnyPublisher<Receipt, Error> {
        Deferred {
            Future { promise in
                Task {
                    do {
                        promise(.success(try await self.receipt(number: number)))
                    } catch {
                        promise(.failure(error))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

final class ReceiptScreenModel {
    private let repository = ReceiptRepository()
    private var cancellables = Set<AnyCancellable>()
    private(set) var title = ""

    func load(_ number: String) {
        repository.receiptPublisher(number: number)
            .map(\.number)
            .replaceError(with: "—")
            .sink { [weak self] number in self?.title = number }
            .store(in: &cancellables)
    }
}
