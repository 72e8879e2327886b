import Combine
import Foundation

struct AuthorizationOptions: OptionSet {
    let rawValue: Int
    static let alert = AuthorizationOptions(rawValue: 1)
    static let badge = AuthorizationOptions(rawValue: 2)
    static let sound = AuthorizationOptions(rawValue: 4)
}

/// Like `UNUserNotificationCenter`: the callback gets whether permission was granted.
final class NotificationCenterClient {
    func requestAuthorization(options: AuthorizationOptions, completionHandler: @escaping (Bool, Error?) -> Void) {
        completionHandler(true, nil)
    }
}

final class PushPermissionService {
    private let center = NotificationCenterClient()

    /// Never fails: an error counts as "not granted".
    func requestPermission() -> AnyPublisher<Bool, Never> {
        Future<Bool, Never> { promise in
            self.center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
                promise(.success(granted && error == nil))
            }
        }
        .eraseToAnyPublisher()
    }
}
