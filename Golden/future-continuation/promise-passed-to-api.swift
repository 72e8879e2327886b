import Combine
import Foundation

struct Receipt {
    let id: String
}

final class PurchaseClient {
    func restorePurchases(completion: @escaping (Result<[Receipt], Error>) -> Void) {
        completion(.success([]))
    }
}

final class StoreService {
    private let client = PurchaseClient()

    func restore() -> AnyPublisher<[Receipt], Error> {
        Future { promise in
            self.client.restorePurchases(completion: promise)
        }
        .eraseToAnyPublisher()
    }
}
