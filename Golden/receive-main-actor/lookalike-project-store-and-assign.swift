import Combine
import Foundation

// Look-alikes of Combine's storing and assigning, declared by the project (as Azure's UI
// library has a `CancelBag`, DuckDuckGo an `assign(to:onWeaklyHeld:)`): a Task has no such
// `store(in:)`, and what the other `assign` does is the project's. Each stays, with a note
// that says so rather than "not stored".
final class CancelBag {
    fileprivate var subscriptions = Set<AnyCancellable>()
}

extension AnyCancellable {
    func store(in bag: CancelBag) { bag.subscriptions.insert(self) }
}

@MainActor
final class HeaderViewModel {
    var title = ""
    var isDisplayed = false
    private let bag = CancelBag()
    private var cancellables = Set<AnyCancellable>()

    func bind(to store: HeaderStore) {
        store.title
            .receive(on: DispatchQueue.main)
            .sink { title in self.title = title }
            .store(in: bag)
        store.isDisplayed
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: { self.isDisplayed = $0 })
            .store(in: self.bag)
        store.title
            .receive(on: DispatchQueue.main)
            .assign(to: \.title, onWeaklyHeld: self)
            .store(in: &cancellables)
    }
}
