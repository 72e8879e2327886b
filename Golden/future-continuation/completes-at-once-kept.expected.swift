import Combine
import Foundation

final class DraftStore {
    private var cache: [String: String] = [:]
    private var savedCount = 0
    var latest: String?

    // A path that returns without calling the promise: the Future never completes.
    func cachedDraft(id: String) -> AnyPublisher<String, Never> {
        Future { promise in
            guard let draft = self.cache[id] else { return }
            promise(.success(draft))
        }
        .eraseToAnyPublisher()
    }

    // Code after the promise call: a `return` in its place would skip it.
    func save(_ text: String, id: String) -> AnyPublisher<Int, Never> {
        Future { promise in
            self.cache[id] = text
            promise(.success(text.count))
            self.savedCount += 1
        }
        .eraseToAnyPublisher()
    }

    // A renamed capture: the function's body has no `count`.
    func draftCount() -> AnyPublisher<Int, Never> {
        Future { [count = cache.count] promise in
            promise(.success(count))
        }
        .eraseToAnyPublisher()
    }

    // `self?.latest` is optional, `self.latest` too here, but the rule cannot tell its type.
    func latestDraft() -> AnyPublisher<String, Error> {
        Future { [weak self] promise in
            guard let latest = self?.latest else {
                promise(.failure(URLError(.resourceUnavailable)))
                return
            }
            promise(.success(latest))
        }
        .eraseToAnyPublisher()
    }

    // A `Result` made by an expression: `(…).get()` would need the promise's type.
    func publish(_ text: String) -> Future<Void, Error> {
        Future<Void, Error> { [self] promise in
            let isSent = !text.isEmpty
            promise(isSent ? .success(()) : .failure(URLError(.badURL)))
        }
    }

    func clear() -> AnyPublisher<Void, Never> {
        Future { promise in
            self.cache.removeAll()
            promise(.success(()))
        }
        .eraseToAnyPublisher()
    }
}

@MainActor
final class DraftsViewModel {
    private let store = DraftStore()
    private var subscriptions = Set<AnyCancellable>()
    var isCleared = false
    var status = ""

    // The Future delivered during the call, before `status` was set: a Task would set
    // `isCleared` after it.
    func clearAll() {
        store.clear()
            .sink { [weak self] _ in
                self?.isCleared = true
            }
            .store(in: &subscriptions)
        status = isCleared ? "Cleared" : "Clearing"
    }
}

// Public: callers outside the run subscribe and get the value at once; a bridge to an
// async sibling would deliver it later, from a Task.
public final class FeatureToggles {
    private var flags: Set<String> = []

    public init() {}

    public func enablePublisher(_ flag: String) -> AnyPublisher<Bool, Never> {
        Future { promise in
            let inserted = self.flags.insert(flag).inserted
            promise(.success(inserted))
        }
        .eraseToAnyPublisher()
    }

    public func enable(_ flag: String) async -> Bool {
        let inserted = self.flags.insert(flag).inserted
        return inserted
    }
}

// `removeFilePublisher(at:)` would become `removeFile(at:)`, which its body calls: in the
// async function that call could pick the function itself.
extension FileManager {
    func removeFilePublisher(at url: URL) -> AnyPublisher<Void, Never> {
        Future { promise in
            try? FileManager.default.removeFile(at: url)
            promise(.success(()))
        }
        .eraseToAnyPublisher()
    }

    func removeFile(at url: URL) throws {
        try removeItem(at: url)
    }
}
