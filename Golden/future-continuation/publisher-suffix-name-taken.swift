import Combine
import Foundation

struct Balance: Sendable {
    let cents: Int
}

final class BankClient: @unchecked Sendable {
    func fetchBalance(account: String, completion: @escaping (Result<Balance, Error>) -> Void) {
        completion(.success(Balance(cents: 100)))
    }
}

final class BankService {
    private let client = BankClient()

    /// The async API, written by hand earlier.
    func balance(account: String) async throws -> Balance {
        Balance(cents: 0)
    }

    func balancePublisher(account: String) -> AnyPublisher<Balance, Error> {
        Future { promise in
            self.client.fetchBalance(account: account) { result in
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }
}
