import Combine
import Foundation

func observe(_ center: NotificationCenter) {
    // `publisher(for:)` and `sink` come from Combine even though no Combine type is named.
    _ = center.publisher(for: .NSCalendarDayChanged).sink { _ in print("new day") }
}
