import Combine
import Foundation

// An earlier run's bridge of the async function's own name (`TaskPublisher`): every caller
// now awaits the async function, so the bridge goes. `invoice(id:)`'s bridge is still
// subscribed to, so it stays, with a note; so does the `public` one, whose callers may be
// outside the run.
struct Receipt: Decodable {
    let total: Int
}

final class ReceiptAPI {
    let session = URLSession.shared
    let base = URL(fileURLWithPath: "/")

    /// The receipt with `id`.
    func receipt(id: Int) async throws -> Receipt {
        let (data, _) = try await session.data(from: base.appendingPathComponent("receipts/\(id)"))
        return try JSONDecoder().decode(Receipt.self, from: data)
    }

    func invoice(id: Int) -> AnyPublisher<Data, Error> {
        TaskPublisher { try await self.invoice(id: id) }
            .eraseToAnyPublisher()
    }

    func invoice(id: Int) async throws -> Data {
        try await session.data(from: base.appendingPathComponent("invoices/\(id)")).0
    }
}

public final class PublicReceipts {
    let session = URLSession.shared

    public func totalPublisher(url: URL) -> AnyPublisher<Data, Error> {
        TaskPublisher { try await self.total(url: url) }
            .eraseToAnyPublisher()
    }

    public func total(url: URL) async throws -> Data {
        try await session.data(from: url).0
    }
}

final class ReceiptModel {
    private let api = ReceiptAPI()
    private var cancellables = Set<AnyCancellable>()
    private(set) var total = 0
    private(set) var invoice = Data()

    func load(id: Int) {
        Task {
            do {
                let receipt = try await api.receipt(id: id)
                total = receipt.total
            } catch {}
        }
        .store(in: &cancellables)
    }

    func loadInvoice(id: Int) {
        api.invoice(id: id)
            .retry(1)
            .replaceError(with: Data())
            .sink { data in
                self.invoice = data
            }
            .store(in: &cancellables)
    }
}
