import Combine
import Foundation

final class KeyboardWatcher {
    func nextKeyboardHeight() -> AnyPublisher<Double, Never> {
        Future { promise in
            NotificationCenter.default.addObserver(
                forName: Notification.Name("KeyboardWillShow"), object: nil, queue: .main
            ) { notification in
                promise(.success(notification.userInfo?["height"] as? Double ?? 0))
            }
        }
        .eraseToAnyPublisher()
    }
}
