import Combine
import Foundation

// A `flatMap` into a second migrated function: its call becomes a second `await`; the
// closures' capture list (`[browser]`) moves to the Task, joined by the calls' receivers.
struct SignedMessage: Sendable {
    let signature: String
}

enum SigningError: Error {
    case rejected
}

actor Keystore {
    func isUnlocked() -> Bool { true }
    func signature(for message: String) -> String { "0x" + String(message.count, radix: 16) }
}

final class MessageValidator {
    private let keystore = Keystore()

    func validate(message: String) -> AnyPublisher<Void, Error> {
        Future { promise in
            Task {
                if await self.keystore.isUnlocked() {
                    promise(.success(()))
                } else {
                    promise(.failure(SigningError.rejected))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

final class MessageSigner {
    private let keystore = Keystore()

    func sign(message: String) -> AnyPublisher<SignedMessage, Error> {
        Future { promise in
            Task {
                let signature = await self.keystore.signature(for: message)
                promise(.success(SignedMessage(signature: signature)))
            }
        }
        .eraseToAnyPublisher()
    }
}

final class BrowserView {
    func notifyFinish(callbackID: Int, value: Result<String, Error>) {
        print(callbackID, value)
    }
}

final class DappBrowserCoordinator {
    private let validator = MessageValidator()
    private let signer = MessageSigner()
    private let browser = BrowserView()
    private var cancellables = Set<AnyCancellable>()

    func signMessage(_ message: String, callbackID: Int) {
        let browser = self.browser
        validator.validate(message: message)
            .flatMap { _ in
                self.signer.sign(message: message)
            }
            .sink(receiveCompletion: { [browser] result in
                guard case .failure(let error) = result else { return }
                browser.notifyFinish(callbackID: callbackID, value: .failure(error))
            }, receiveValue: { [browser] signed in
                browser.notifyFinish(callbackID: callbackID, value: .success(signed.signature))
            })
            .store(in: &cancellables)
    }
}
