// Shim (compiled into the module): FileManager's app-group container, Apple-only (no app
// groups in swift-corelibs-foundation). Type-checking only: there is no container.
import Foundation

extension FileManager {
    func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { nil }
}
