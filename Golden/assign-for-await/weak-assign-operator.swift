import Combine
import Foundation

// A weak assigning operator the run declares (`assign(to:onWeaklyHeld:)`, DuckDuckGo's): its
// calls are read as `assign(to:on:)`'s, and the loop holds the object weakly, as the operator
// did.
public extension Publisher where Failure == Never {
    func assign<T: AnyObject>(to keyPath: ReferenceWritableKeyPath<T, Output>, onWeaklyHeld object: T) -> AnyCancellable {
        sink { [weak object] value in
            object?[keyPath: keyPath] = value
        }
    }
}

@MainActor
final class PinnedTabsViewModel {
    var items: [String] = []
    var isHidden = false
    private var tabsCancellable: AnyCancellable?
    private var cancellables = Set<AnyCancellable>()

    init(tabs: AnyPublisher<[String], Never>, hidden: AnyPublisher<Bool, Never>) {
        tabsCancellable = tabs.assign(to: \.items, onWeaklyHeld: self)
        hidden
            .assign(to: \.isHidden, onWeaklyHeld: self)
            .store(in: &cancellables)
    }
}
