import Combine
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

    func invoices(customerID: String) -> AnyPublisher<[Invoice], Error> {
        let url = baseURL.appendingPathComponent("customers/\(customerID)/invoices")
        return session.dataTaskPublisher(for: url)
            // The body only; the status is checked by the gateway.
            .map(\.data)
            // Amounts are strings in the API, Decimal here.
            .decode(type: [Invoice].self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main) // UI updates
            .eraseToAnyPublisher()
    }
}
