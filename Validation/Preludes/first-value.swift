// Stubs for the app types that Golden/first-value cases name. Compiled in the same module
// as each case of that folder (input and expected output alike), so nothing here may clash
// with a declaration in a case (runnable cases included: `FirstLaunchTip`, `DraftRestorer`,
// `PushPermissionPrompt`). Declarations only: no top-level code.
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

@MainActor
class UIViewController {
    var title: String?
    init() {}
    func viewDidLoad() {}
}

// MARK: - App services and models

enum Log {
    static func info(_ message: String) {}
    static func error(_ error: Error) {}
}

struct AppUser {
    let name: String
    let hasCompletedOnboarding: Bool
}

enum Route {
    case splash
    case onboarding
    case home(String)
}

final class AppSession {
    let currentUser = CurrentValueSubject<AppUser?, Never>(nil)
}

enum PermissionStatus {
    case notDetermined
    case granted
    case denied
}

final class PermissionCenter {
    let notificationStatus = CurrentValueSubject<PermissionStatus, Never>(.notDetermined)
}

enum ConfigError: Error {
    case timeout
}

struct ConfigValues {
    func flag(_ name: String) -> Bool { false }
}

final class RemoteConfig {
    let values = PassthroughSubject<ConfigValues, ConfigError>()
}

struct Token {
    let value: String
}

enum AuthError: Error {
    case expired
}

final class AuthClient {
    let tokens = PassthroughSubject<Token, AuthError>()
}

struct Location {
    let latitude: Double
    let longitude: Double
    let horizontalAccuracy: Double
}

final class LocationProvider {
    let updates = PassthroughSubject<Location, Never>()
}

final class UserActivity {
    let completedOrders = PassthroughSubject<Int, Never>()
    let screens = PassthroughSubject<String, Never>()
}

final class ReleaseNotesService {
    let latest = PassthroughSubject<String, Never>()
}

final class ConsentStore {
    @Published var analyticsConsent: Bool?
}

final class AppStateMonitor {
    let becameActive = PassthroughSubject<TimeInterval, Never>()
}

// MARK: - Combine API that OpenCombine 0.14 does not have
//
// Signature only (Apple's Combine has it; the keep-list case names it and is never run).

extension Publisher {
    func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure>
    where P.Output == Output, P.Failure == Failure {
        fatalError("signature stub")
    }
}

struct Profile {
    var isComplete: Bool
}

struct ProfileError: Error {}

final class ProfileStore {
    let cachedProfile = PassthroughSubject<Profile, ProfileError>()
}
