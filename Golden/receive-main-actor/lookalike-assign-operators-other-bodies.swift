import Combine
import Foundation

// Look-alikes of a weak assigning operator: `assign(to:onMain:)` hops to the main queue
// itself, and `assign(to:onWeaklyHeld:)` is declared twice (a second one that holds the
// object strongly), so which one a call picks is not the rule's to tell. Their calls stay,
// with a note.
extension Publisher where Failure == Never {
    func assign<T: AnyObject>(to keyPath: ReferenceWritableKeyPath<T, Output>, onMain object: T) -> AnyCancellable {
        receive(on: DispatchQueue.main).sink { [weak object] value in
            object?[keyPath: keyPath] = value
        }
    }

    func assign<T: AnyObject>(to keyPath: ReferenceWritableKeyPath<T, Output>, onWeaklyHeld object: T) -> AnyCancellable {
        sink { [weak object] value in
            object?[keyPath: keyPath] = value
        }
    }
}

extension Publisher where Output: Equatable, Failure == Never {
    func assign<T: AnyObject>(to keyPath: ReferenceWritableKeyPath<T, Output>, onWeaklyHeld object: T) -> AnyCancellable {
        removeDuplicates().sink { value in
            object[keyPath: keyPath] = value
        }
    }
}

@MainActor
final class StatusViewModel {
    private(set) var title = ""
    private(set) var count = 0
    private var cancellables = Set<AnyCancellable>()

    init(titles: AnyPublisher<String, Never>, counts: AnyPublisher<Int, Never>) {
        titles
            .receive(on: DispatchQueue.main)
            .assign(to: \.title, onMain: self)
            .store(in: &cancellables)
        counts
            .receive(on: DispatchQueue.main)
            .assign(to: \.count, onWeaklyHeld: self)
            .store(in: &cancellables)
    }
}
