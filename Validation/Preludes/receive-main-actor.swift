// Stubs for the app types that Golden/receive-main-actor cases name. Compiled in the same
// module as each case of that folder (input and expected output alike), so nothing here
// may clash with a declaration in a case (runnable cases included: `ProgressScreen`,
// `ScoreBoard`, `OrderStatusLabel`). Declarations only: no top-level code.
//
// The UIKit names are stand-ins (there is no UIKit on Linux): classes with the few members
// the cases use. `UIViewController` is `@MainActor`, as UIKit's is (the rule relies on that
// isolation); the views are not, so that cases whose plain classes hold a label compile in
// Swift 5 mode as they do against UIKit's `@preconcurrency` declarations.
import Combine
import Foundation

// MARK: - UIKit stand-ins

class UIView {
    var isHidden = false
}

final class UILabel: UIView {
    var text: String?
}

final class UIProgressView: UIView {
    var progress: Float = 0
}

@MainActor
class UIViewController {
    var title: String?
    init() {}
    func viewDidLoad() {}
}

// MARK: - App services and models

enum Log {
    static func info(_ message: String) {}
}

final class BackgroundUploader {
    let progress = PassthroughSubject<Double, Never>()
}

final class ChatSocket {
    let incoming = PassthroughSubject<String, Never>()
    let typingUsers = PassthroughSubject<[String], Never>()
}

final class MailService {
    let unreadCount = PassthroughSubject<Int, Never>()
    let banners = PassthroughSubject<String?, Never>()
}

final class DeliveryTracker {
    let courierName = PassthroughSubject<String, Never>()
}

final class DownloadTask {
    let percent = PassthroughSubject<Int, Never>()
    let title = PassthroughSubject<String, Never>()
}

struct AuthSession {
    let userName: String
}

enum AuthError: Error {
    case wrongPassword
    case locked
}

final class AuthService {
    func logIn(user: String, password: String) -> AnyPublisher<AuthSession, AuthError> {
        Empty().eraseToAnyPublisher()
    }
}

final class Pedometer {
    let steps = PassthroughSubject<Int, Never>()
}

final class NotificationStore {
    let count = PassthroughSubject<Int, Never>()
}

struct Thumbnail {
    let url: URL
    let data: Data
}

struct RemoteCommandEvent {}

struct RemoteCommand {
    init(_ event: RemoteCommandEvent) {}
}

final class RemoteCommandCenter {
    let events = PassthroughSubject<RemoteCommandEvent, Never>()
}
