import Combine
import Foundation

// A store's `Future` around its own request method, as a real app writes it: the Future
// ran `self.request(…)` on its caller's thread as it was made, and `request` changes the
// store's state. In `Store`, which no actor isolates, the async function would run it on the
// concurrency pool while the UI reads that state on the main thread: left as it is, with a
// warning. `MainStore` is `@MainActor`: its async function runs `request` on the main
// actor, where its callers ran it, and migrates with them.
final class Store {
    private(set) var pending = false
    private(set) var items: [String] = []

    func request(force: Bool, completion: @escaping ([String]) -> Void) {
        pending = true
        DispatchQueue.global().async {
            let loaded = ["a", "b"]
            DispatchQueue.main.async {
                self.items = loaded
                self.pending = false
                completion(loaded)
            }
        }
    }

    func refreshWithFuture(force: Bool = false) -> Future<Void, Never> {
        Future<Void, Never> { [weak self] promise in
            guard let self = self else {
                promise(.success(()))
                return
            }
            self.request(force: force) { _ in
                promise(.success(()))
            }
        }
    }
}

@MainActor
final class MainStore {
    private(set) var pending = false
    private(set) var items: [String] = []

    func request(force: Bool, completion: @escaping ([String]) -> Void) {
        pending = true
        DispatchQueue.main.async {
            self.items = ["a", "b"]
            self.pending = false
            completion(self.items)
        }
    }

    func refresh(force: Bool = false) async {
        await withCheckedContinuation { [weak self] (continuation: CheckedContinuation<Void, Never>) in
            guard let self = self else {
                continuation.resume()
                return
            }
            self.request(force: force) { _ in
                continuation.resume()
            }
        }
    }
}

@MainActor
final class ListInteractor {
    private let store = Store()
    private let mainStore = MainStore()
    private var cancellables = Set<AnyCancellable>()
    private(set) var refreshed = 0

    func refresh() {
        store.refreshWithFuture()
            .sink { [weak self] in self?.refreshed += 1 }
            .store(in: &cancellables)
        Task { [weak self, mainStore] in
            await mainStore.refresh()
            guard !Task.isCancelled else { return }
            self?.refreshed += 1
        }
        .store(in: &cancellables)
    }
}
