import Combine
import Foundation

// A framework's `Future` wrappers of async work. The `public` one gains a `public` async
// overload of its name, and stays, as a `Future` bridge to it, for the callers outside the
// run; `ProfileScreen` follows. The `open` one stays as it is, with a warning: a subclass
// outside the run may override it, and a caller awaiting an overload would bypass that.
public struct Settings: Sendable {
    public var theme: String
}

open class SettingsStore {
    public init() {}

    public func loadSettings() -> AnyPublisher<Settings, Error> {
        Future { promise in
            Task {
                do {
                    promise(.success(try await self.read()))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    open func loadAvatar() -> AnyPublisher<Data, Error> {
        Future { promise in
            Task {
                do {
                    promise(.success(try await self.readAvatar()))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    func read() async throws -> Settings {
        Settings(theme: "dark")
    }

    func readAvatar() async throws -> Data {
        Data([1, 2, 3])
    }
}

@MainActor
final class ProfileScreen {
    private let store = SettingsStore()
    private var cancellables = Set<AnyCancellable>()
    private(set) var theme = ""
    private(set) var avatar = Data()

    func appear() {
        store.loadSettings()
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] settings in
                self?.theme = settings.theme
            })
            .store(in: &cancellables)
        store.loadAvatar()
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] data in
                self?.avatar = data
            })
            .store(in: &cancellables)
    }
}
