import Combine
import Foundation

// `catch { _ in Just(…) }` replaces any failure with a default; the value-only `sink` then
// needs no `do`/`catch`.
struct NotificationSettings: Sendable {
    var isEnabled: Bool
    var quietHours: ClosedRange<Int>

    static let standard = NotificationSettings(isEnabled: true, quietHours: 22...7)
}

actor SettingsFile {
    func read() throws -> NotificationSettings {
        NotificationSettings(isEnabled: false, quietHours: 23...6)
    }
}

final class SettingsRepository {
    private let file = SettingsFile()

    func notificationSettings() -> AnyPublisher<NotificationSettings, Error> {
        Future { promise in
            Task {
                do {
                    let settings = try await self.file.read()
                    promise(.success(settings))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

@MainActor
final class NotificationSettingsViewController {
    private let repository: SettingsRepository
    private var cancellables: Set<AnyCancellable> = []
    private(set) var isEnabled = false

    init(repository: SettingsRepository) {
        self.repository = repository
    }

    func viewDidLoad() {
        repository.notificationSettings()
            .catch { _ in Just(NotificationSettings.standard) }
            .sink { [weak self] settings in
                self?.isEnabled = settings.isEnabled
                print("quiet hours", settings.quietHours)
            }
            .store(in: &cancellables)
    }
}
