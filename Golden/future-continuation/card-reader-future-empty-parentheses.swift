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

    func disconnect() -> Future<Void, Error> {
        return Future() { promise in
            self.sdk.disconnectReader { error in
                if let error {
                    promise(.failure(error))
                } else {
                    promise(.success(()))
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
        service.disconnect()
            .sink { [weak self] completion in
                if case .failure(let error) = completion {
                    self?.lastError = error
                }
            } receiveValue: { [weak self] in
                self?.isConnected = false
            }
            .store(in: &subscriptions)
    }
}
