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

    func loadCredentials(account: String) async throws -> Credentials {
        try await withCheckedThrowingContinuation { continuation in
            self.keychain.read(account: account) { result in
                switch result {
                case .success(let data):
                    do {
                        continuation.resume(returning: try self.decoder.decode(Credentials.self, from: data))
                    } catch {
                        continuation.resume(throwing: error)
                    }
                case .failure(let error):
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}
