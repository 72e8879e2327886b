// Shim module `UIKit`: only the notification names that non-UI code observes through
// NotificationCenter. A module that uses any other UIKit API does not type-check with it.
@_exported import Foundation  // as UIKit does

public enum UIApplication {
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
}
