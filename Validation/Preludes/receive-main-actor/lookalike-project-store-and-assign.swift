// Stubs for Golden/receive-main-actor/lookalike-project-store-and-assign.
import Combine
import Foundation

final class HeaderStore {
    let title = PassthroughSubject<String, Never>()
    let isDisplayed = PassthroughSubject<Bool, Never>()
}

extension Publisher where Failure == Never {
    func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, onWeaklyHeld object: Root) -> AnyCancellable {
        sink { [weak object] value in object?[keyPath: keyPath] = value }
    }
}
