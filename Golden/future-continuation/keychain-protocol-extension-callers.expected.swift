import Combine
import Foundation

/// What the app needs of a keychain: the callback API every store implements.
protocol KeychainStoring {
    func readItem(_ key: String, completion: @escaping (Result<Data, Error>) -> Void)
}

extension KeychainStoring {
    /// The item stored under `key`, as a publisher.
    func read(key: String) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            self.readItem(key) { result in
                continuation.resume(with: result)
            }
        }
    }

    /// The Combine bridge to `read(key:)`, for callers not migrated yet.
    func readPublisher(key: String) -> AnyPublisher<Data, Error> {
        Deferred {
            Future { promise in
                Task {
                    do {
                        promise(.success(try await self.read(key: key)))
                    } catch {
                        promise(.failure(error))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

final class Keychain: KeychainStoring {
    private var items: [String: Data] = [:]

    func readItem(_ key: String, completion: @escaping (Result<Data, Error>) -> Void) {
        if let data = items[key] {
            completion(.success(data))
        } else {
            completion(.failure(URLError(.fileDoesNotExist)))
        }
    }
}

final class SessionRestorer {
    private let keychain: any KeychainStoring
    private var cancellables = Set<AnyCancellable>()
    private(set) var token: String?

    init(keychain: any KeychainStoring) {
        self.keychain = keychain
    }

    /// Through the protocol the function is declared in.
    func restore() {
        Task { [weak self, keychain] in
            do {
                let data = try await keychain.read(key: "token")
                self?.token = String(decoding: data, as: UTF8.self)
            } catch {
                guard !Task.isCancelled else { return }
                print("no saved session:", error)
            }
        }
        .store(in: &cancellables)
    }

    /// Through a conforming type.
    static func savedUser(in keychain: Keychain) -> AnyPublisher<String, Error> {
        keychain.readPublisher(key: "user")
            .map { String(decoding: $0, as: UTF8.self) }
            .eraseToAnyPublisher()
    }
}
