import Combine
import Foundation

// `Future() { promise in … }`, with empty parentheses before the trailing closure (as a
// card-reader service writes it), is the same Future as `Future { promise in … }`.
protocol ReaderSDK {
    func disconnectReader(_ completion: @escaping (Error?) -> Void)
}

final class CardReaderService {
    private let sdk: ReaderSDK

    init(sdk: ReaderSDK) {
        self.sdk = sdk
    }

    func disconnect() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            self.sdk.disconnectReader { error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume()
                }
            }
        }
    }
}

final class ReaderSettingsViewModel {
    private let service: CardReaderService
    private var subscriptions = Set<AnyCancellable>()
    private(set) var isConnected = true
    private(set) var lastError: Error?

    init(service: CardReaderService) {
        self.service = service
    }

    func disconnectTapped() {
        Task { [weak self, service] in
            do {
                try await service.disconnect()
                guard !Task.isCancelled else { return }
                self?.isConnected = false
            } catch {
                guard !Task.isCancelled else { return }
                self?.lastError = error
            }
        }
        .store(in: &subscriptions)
    }
}
