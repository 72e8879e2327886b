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

    func validate(message: String) async throws {
        if await self.keystore.isUnlocked() {
            return
        } else {
            throw SigningError.rejected
        }
    }
}

final class MessageSigner {
    private let keystore = Keystore()

    func sign(message: String) async -> SignedMessage {
        let signature = await self.keystore.signature(for: message)
        return SignedMessage(signature: signature)
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
        Task { [browser] in
            do {
                try await validator.validate(message: message)
                guard !Task.isCancelled else { return }
                let signed = await self.signer.sign(message: message)
                guard !Task.isCancelled else { return }
                browser.notifyFinish(callbackID: callbackID, value: .success(signed.signature))
            } catch {
                guard !Task.isCancelled else { return }
                browser.notifyFinish(callbackID: callbackID, value: .failure(error))
            }
        }
        .store(in: &cancellables)
    }
}
