import Foundation

final class CacheJanitor {
    let storage: FileStore
    let now: () -> Date

    init(storage: FileStore, now: @escaping () -> Date) {
        self.storage = storage
        self.now = now
    }

    func removeStaleFiles() async {
        let limit = self.now().addingTimeInterval(-86_400)
        self.storage.names().forEach { name in
            if let modified = self.storage.modified(name), modified < limit {
                self.storage.delete(name)
            }
        }
    }
}

final class FileStore {
    func names() -> [String] { [] }
    func modified(_ name: String) -> Date? { nil }
    func delete(_ name: String) {}
}
