// Shim module `UIKit`: only the notification names that non-UI code observes through
// NotificationCenter, the application state it asks for, UIApplication's open(_:) of a URL,
// the device idiom, and UIImage as a type that state can hold (made from data, or made into
// JPEG data for an upload). A module that uses any other UIKit API does not type-check with
// it. Nothing is opened or drawn.
@_exported import Foundation  // as UIKit does

public final class UIApplication {
    public enum State: Int, Sendable { case active, inactive, background }
    nonisolated(unsafe) public static let shared = UIApplication()
    public var applicationState: State { .active }
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    public func canOpenURL(_ url: URL) -> Bool { false }
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
}

open class UIImage: NSObject, @unchecked Sendable {  // an NSObject, hence Equatable, as on Apple platforms
    public init?(named name: String) { super.init() }
    public init?(data: Data) { super.init() }
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision }
public final class UIDevice: @unchecked Sendable {
    nonisolated(unsafe) public static let current = UIDevice()
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    public var systemName: String { "" }
    public var systemVersion: String { "" }
    public var model: String { "" }
    public var name: String { "" }
}
