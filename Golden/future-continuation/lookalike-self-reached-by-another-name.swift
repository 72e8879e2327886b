import Combine
import Foundation

// Found by the review of the change: a Future's closure that reaches `self` through a name
// bound to it (`guard let strongSelf = self`), or calls a member the class declares in another
// body (an extension's `[self]` closure calling `request`), touches the store's state on its
// caller's thread all the same. Both are left as they are, with a warning.

final class Store {
    private(set) var pending = false
    private(set) var items: [String] = []

    func request(force: Bool, completion: @escaping ([String]) -> Void) {
        pending = true
        DispatchQueue.global().async {
            DispatchQueue.main.async {
                self.items = ["a"]
                self.pending = false
                completion(["a"])
            }
        }
    }

    func refreshA(force: Bool) -> Future<Void, Never> {
        Future<Void, Never> { [weak self] promise in
            guard let strongSelf = self else {
                promise(.success(()))
                return
            }
            strongSelf.request(force: force) { _ in
                promise(.success(()))
            }
        }
    }
}

extension Store {
    func refreshB(force: Bool) -> Future<Void, Never> {
        Future<Void, Never> { [self] promise in
            request(force: force) { _ in
                promise(.success(()))
            }
        }
    }
}

@MainActor
final class ListInteractor {
    private let store = Store()
    private var cancellables = Set<AnyCancellable>()
    private(set) var refreshed = 0

    func refresh() {
        store.refreshA(force: true)
            .sink { [weak self] in self?.refreshed += 1 }
            .store(in: &cancellables)
        store.refreshB(force: true)
            .sink { [weak self] in self?.refreshed += 1 }
            .store(in: &cancellables)
    }
}
