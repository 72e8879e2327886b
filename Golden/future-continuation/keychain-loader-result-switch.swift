import Combine
import Foundation

enum KeychainError: Error {
    case itemNotFound
    case unexpectedData
}

/// Reads keychain items off the main thread and calls back with a `Result`.
final class KeychainStore: Sendable {
    private let queue = DispatchQueue(label: "keychain")

    func read(account: String, completion: @escaping @Sendable (Result<Data, KeychainError>) -> Void) {
        queue.async {
            completion(.failure(.itemNotFound))
        }
    }
}

struct Credentials: Decodable {
    let user: String
    let token: String
}

final class CredentialsLoader: Sendable {
    private let keychain = KeychainStore()
    private let decoder = JSONDecoder()

    func loadCredentials(account: String) -> AnyPublisher<Credentials, Error> {
        Future { promise in
            self.keychain.read(account: account) { result in
                switch result {
                case .success(let data):
                    do {
                        promise(.success(try self.decoder.decode(Credentials.self, from: data)))
                    } catch {
                        promise(.failure(error))
                    }
                case .failure(let error):
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
