import Combine
import Foundation

@MainActor
final class WindowTracker {
    var windows: [String] = []
    var openCount = 0
    private var closeCancellable: AnyCancellable?

    init(notifications: NotificationCenter) {
        closeCancellable = notifications.publisher(for: Notification.Name("WindowWillClose"))
            .map { _ in () }
            .sink { [weak self] in
                if self?.windows.filter({ $0.hasPrefix("main") }).count == 1 {
                    self?.openCount = 0
                }
            }
    }
}
