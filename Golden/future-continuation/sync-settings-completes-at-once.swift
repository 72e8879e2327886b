import Combine
import Foundation

enum SessionError: Error {
    case signOutFailed(String)
}

final class SettingsStore {
    var isAutoSyncEnabled = false
    var isWifiOnly = false
    var nextSync: Date?
}

final class SessionClient {
    func signOut() throws {}
}

final class SyncSettingsInteractor {
    private let storage: SettingsStore
    private let session: SessionClient
    private let now: () -> Date

    init(storage: SettingsStore, session: SessionClient, now: @escaping () -> Date) {
        self.storage = storage
        self.session = session
        self.now = now
    }

    // Stores the flag and plans the next sync.
    func setAutoSyncEnabled(_ isEnabled: Bool) -> AnyPublisher<Bool, Never> {
        Future { [unowned self] promise in
            storage.isAutoSyncEnabled = isEnabled

            let nextSync = isEnabled ? now().addingTimeInterval(3_600)
                                     : nil
            storage.nextSync = nextSync

            promise(.success(isEnabled))
        }
        .eraseToAnyPublisher()
    }

    func setWifiOnly(_ isWifiOnly: Bool) -> Future<Void, Never> {
        Future<Void, Never> { [storage] promise in
            storage.isWifiOnly = isWifiOnly
            promise(.success(()))
        }
    }

    func logOut() -> AnyPublisher<Void, SessionError> {
        return Future<Void, SessionError> { promise in
            do {
                try self.session.signOut()
                promise(.success(()))
            } catch {
                promise(.failure(.signOutFailed(error.localizedDescription)))
            }
        }
        .eraseToAnyPublisher()
    }

    func clearSchedule() -> AnyPublisher<Date?, Never> {
        Future { [weak self] promise in
            guard let self else {
                promise(.success(nil))
                return
            }
            let previous = self.storage.nextSync
            self.storage.nextSync = nil
            promise(.success(previous))
        }
        .eraseToAnyPublisher()
    }
}

@MainActor
final class SyncSettingsViewModel {
    private let interactor: SyncSettingsInteractor
    private var subscriptions = Set<AnyCancellable>()
    var isAutoSyncEnabled = false
    var signOutMessage: String?

    init(interactor: SyncSettingsInteractor) {
        self.interactor = interactor
    }

    func toggleAutoSync(_ isOn: Bool) {
        interactor.setAutoSyncEnabled(isOn)
            .sink { [weak self] isEnabled in
                self?.isAutoSyncEnabled = isEnabled
            }
            .store(in: &subscriptions)
    }

    func signOut() {
        if signOutMessage == nil {
            interactor.logOut()
                .sink { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.signOutMessage = "\(error)"
                    }
                } receiveValue: { [weak self] _ in
                    self?.signOutMessage = nil
                }
                .store(in: &subscriptions)
        }
    }
}
