// Stubs for Golden/receive-main-actor/nested-sinks-three-deep.
import Combine
import Foundation

final class AccountService {
    let signedIn = PassthroughSubject<String, Never>()
}

final class SettingsService {
    func values(for user: String) -> AnyPublisher<[String: String], Never> { Empty().eraseToAnyPublisher() }
}

final class ThemeService {
    func palette(for values: [String: String]) -> AnyPublisher<[Int], Never> { Empty().eraseToAnyPublisher() }
}
