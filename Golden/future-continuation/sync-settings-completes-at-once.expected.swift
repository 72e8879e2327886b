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
    func setAutoSyncEnabled(_ isEnabled: Bool) async -> Bool {
        storage.isAutoSyncEnabled = isEnabled

        let nextSync = isEnabled ? now().addingTimeInterval(3_600)
                                 : nil
        storage.nextSync = nextSync

        return isEnabled
    }

    func setWifiOnly(_ isWifiOnly: Bool) async {
        storage.isWifiOnly = isWifiOnly
    }

    func logOut() async throws(SessionError) {
        do {
            try self.session.signOut()
            return
        } catch {
            throw .signOutFailed(error.localizedDescription)
        }
    }

    func clearSchedule() async -> Date? {
        let previous = self.storage.nextSync
        self.storage.nextSync = nil
        return previous
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
        Task { [weak self, interactor] in
            let isEnabled = await interactor.setAutoSyncEnabled(isOn)
            guard !Task.isCancelled else { return }
            self?.isAutoSyncEnabled = isEnabled
        }
        .store(in: &subscriptions)
    }

    func signOut() {
        if signOutMessage == nil {
            Task { [weak self, interactor] in
                do throws(SessionError) {
                    try await interactor.logOut()
                    guard !Task.isCancelled else { return }
                    self?.signOutMessage = nil
                } catch {
                    guard !Task.isCancelled else { return }
                    self?.signOutMessage = "\(error)"
                }
            }
            .store(in: &subscriptions)
        }
    }
}
