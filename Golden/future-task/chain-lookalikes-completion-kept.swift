import Combine
import Foundation

// Completion handlers and closures that stay in Combine.
struct Wallet: Sendable {
    let address: String
}

actor Keychain {
    func newWallet() -> Wallet { Wallet(address: "0xabc") }
}

final class WalletStore {
    private let keychain = Keychain()

    // The completion handler runs common code before it tells `.finished` from `.failure`:
    // after the value on success, before the failure code on failure.
    func createWallet() -> AnyPublisher<Wallet, Error> {
        Future { promise in
            Task {
                let wallet = await self.keychain.newWallet()
                promise(.success(wallet))
            }
        }
        .eraseToAnyPublisher()
    }

    // The completion handler reads what the value closure left in a local variable.
    func importWallet() -> AnyPublisher<Wallet, Error> {
        Future { promise in
            Task {
                let wallet = await self.keychain.newWallet()
                promise(.success(wallet))
            }
        }
        .eraseToAnyPublisher()
    }

    // A `break` of the completion's `switch`, inside an `if`.
    func restoreWallet() -> AnyPublisher<Wallet, Error> {
        Future { promise in
            Task {
                let wallet = await self.keychain.newWallet()
                promise(.success(wallet))
            }
        }
        .eraseToAnyPublisher()
    }

    // An operator's closure holds `self` strongly while the sink's capture it weakly.
    func backUpWallet() -> AnyPublisher<Wallet, Error> {
        Future { promise in
            Task {
                let wallet = await self.keychain.newWallet()
                promise(.success(wallet))
            }
        }
        .eraseToAnyPublisher()
    }
}

final class WalletCoordinator {
    private let store = WalletStore()
    private var cancellable = Set<AnyCancellable>()
    private(set) var log: [String] = []

    func createInstantWallet() {
        store.createWallet()
            .sink(receiveCompletion: { result in
                self.log.append("hide loading")
                if case .failure(let error) = result {
                    self.log.append("error \(error)")
                }
            }, receiveValue: { wallet in
                self.log.append("created \(wallet.address)")
            }).store(in: &cancellable)
    }

    func importWallet(onDone: @escaping (String?) -> Void) {
        var imported: String?
        store.importWallet()
            .sink(receiveCompletion: { completion in
                if case .finished = completion {
                    onDone(imported)
                }
            }, receiveValue: { wallet in
                imported = wallet.address
            }).store(in: &cancellable)
    }

    func restore(silently: Bool) {
        store.restoreWallet()
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    if silently {
                        break
                    }
                    self.log.append("restored")
                case .failure(let error):
                    self.log.append("error \(error)")
                }
            }, receiveValue: { wallet in
                self.log.append(wallet.address)
            }).store(in: &cancellable)
    }

    func backUp() {
        store.backUpWallet()
            .map { wallet in self.describe(wallet) }
            .sink(receiveCompletion: { [weak self] _ in
                self?.log.append("backed up")
            }, receiveValue: { [weak self] text in
                self?.log.append(text)
            }).store(in: &cancellable)
    }

    private func describe(_ wallet: Wallet) -> String {
        "wallet \(wallet.address)"
    }
}
