import Foundation

/// Something computed from a whole file and kept for its version: the key type names the
/// value's type, so a cached value is read back with the type it was stored with.
///
/// The Structure layer keys its own tables this way (the enclosing brace of every code
/// position, the file's style), and a family of rules keys the sites it finds once for all
/// its rules (`SubscriptionSitesKey`, `OneShotPlansKey`).
package protocol FileAnalysisKey {
    associatedtype Value
}

/// The analyses of one tokenized file, each computed on first use and then shared by every
/// rule and audit reading that file version. Safe to use from any thread.
package final class FileAnalyses: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [ObjectIdentifier: Any] = [:]

    /// The value kept under `key`, computing it first if needed. Two threads asking at
    /// once may both compute it; the values are equal, so either may be kept.
    package func value<Key: FileAnalysisKey>(_ key: Key.Type, _ compute: () -> Key.Value) -> Key.Value {
        let id = ObjectIdentifier(key)
        lock.lock()
        if let value = values[id] as? Key.Value {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        values[id] = value
        lock.unlock()
        return value
    }
}
