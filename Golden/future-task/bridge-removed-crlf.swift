import Combine
import Foundation

struct Invoice: Sendable {
    let total: Double
}

final class BillingRepository {
    func invoice(id: Int) async throws -> Invoice {
        Invoice(total: Double(id))
    }

    /// The Combine bridge to `invoice(id:)`, for callers not migrated yet.
    func invoicePublisher(id: Int) -> AnyPublisher<Invoice, Error> {
        Deferred {
            Future { promise in
                Task {
                    do {
                        promise(.success(try await self.invoice(id: id)))
                    } catch {
                        promise(.failure(error))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
