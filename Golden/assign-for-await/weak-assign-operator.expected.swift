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
        let itemsStream = tabs.bufferedValues()
        tabsCancellable = Task { [weak self] in
            for await value in itemsStream {
                self?.items = value
            }
        }.cancellable
        let isHiddenStream = hidden.bufferedValues()
        Task { [weak self] in
            for await value in isHiddenStream {
                self?.isHidden = value
            }
        }
        .store(in: &cancellables)
    }
}
