import Combine
import Foundation

@MainActor
final class WindowTracker {
    var windows: [String] = []
    var openCount = 0
    private var closeCancellable: AnyCancellable?

    init(notifications: NotificationCenter) {
        let valueStream = notifications.publisher(for: Notification.Name("WindowWillClose"))
            .map { _ in () }
            .bufferedValues()
        closeCancellable = Task { [weak self] in
            for await _ in valueStream {
                if self?.windows.filter({ $0.hasPrefix("main") }).count == 1 {
                    self?.openCount = 0
                }
            }
        }.cancellable
    }
}
