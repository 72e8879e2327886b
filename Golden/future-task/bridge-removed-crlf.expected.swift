import Foundation

struct Invoice: Sendable {
    let total: Double
}

final class BillingRepository {
    func invoice(id: Int) async throws -> Invoice {
        Invoice(total: Double(id))
    }
}
