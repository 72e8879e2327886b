import Combine
import Foundation

/// What the app needs of a keychain: the callback API every store implements.
protocol KeychainStoring {
    func readItem(_ key: String, completion: @escaping (Result<Data, Error>) -> Void)
}

extension KeychainStoring {
    /// The item stored under `key`, as a publisher.
    func read(key: String) -> AnyPublisher<Data, Error> {
        Future { promise in
            self.readItem(key) { result in
                promise(result)
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
        keychain.read(key: "token")
            .sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion {
                        print("no saved session:", error)
                    }
                },
                receiveValue: { [weak self] data in
                    self?.token = String(decoding: data, as: UTF8.self)
                }
            )
            .store(in: &cancellables)
    }

    /// Through a conforming type.
    static func savedUser(in keychain: Keychain) -> AnyPublisher<String, Error> {
        keychain.read(key: "user")
            .map { String(decoding: $0, as: UTF8.self) }
            .eraseToAnyPublisher()
    }
}
