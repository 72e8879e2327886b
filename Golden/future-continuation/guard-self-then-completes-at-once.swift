import Combine
import Foundation

final class CacheJanitor {
    let storage: FileStore
    let now: () -> Date

    init(storage: FileStore, now: @escaping () -> Date) {
        self.storage = storage
        self.now = now
    }

    func removeStaleFiles() -> AnyPublisher<Void, Never> {
        Future<Void, Never> { [weak self] promise in
            guard let self = self else {
                promise(.success(()))
                return
            }
            let limit = self.now().addingTimeInterval(-86_400)
            self.storage.names().forEach { name in
                if let modified = self.storage.modified(name), modified < limit {
                    self.storage.delete(name)
                }
            }
            promise(.success(()))
        }
        .eraseToAnyPublisher()
    }
}

final class FileStore {
    func names() -> [String] { [] }
    func modified(_ name: String) -> Date? { nil }
    func delete(_ name: String) {}
}
