import Foundation

struct Invoice: Decodable {
    let number: String
    let total: Decimal
}

final class BillingAPI {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func invoices(customerID: String) async throws -> [Invoice] {
        let url = baseURL.appendingPathComponent("customers/\(customerID)/invoices")
        // The body only; the status is checked by the gateway.
        let (data, _) = try await session.data(from: url)
        // Amounts are strings in the API, Decimal here.
        // UI updates
        return try JSONDecoder().decode([Invoice].self, from: data)
    }
}
