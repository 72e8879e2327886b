// validation: runnable
// Firebase-style `(value, error)` callbacks and a `Void` save, called from a bridge that
// stays in Combine and from a subscription: input and output print the same lines.
import Combine
import Foundation

enum StorageError: Error {
    case quotaExceeded
    case missing
}

/// Calls back on a queue of its own, with an optional value and an optional error.
final class DocumentStorage: @unchecked Sendable {
    private let queue = DispatchQueue(label: "storage")
    private var documents: [String: String] = [:]

    func setDocument(_ text: String, at path: String, completion: @escaping @Sendable (Error?) -> Void) {
        queue.async {
            if text.count > 10 {
                completion(StorageError.quotaExceeded)
            } else {
                self.documents[path] = text
                completion(nil)
            }
        }
    }

    func getDocument(at path: String, completion: @escaping @Sendable (String?, Error?) -> Void) {
        queue.async {
            completion(self.documents[path], nil)
        }
    }
}

final class DraftsRepository: Sendable {
    private let storage = DocumentStorage()

    func save(_ text: String, as name: String) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            self.storage.setDocument(text, at: "drafts/\(name)") { error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume()
                }
            }
        }
    }

    func draft(named name: String) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            self.storage.getDocument(at: "drafts/\(name)") { text, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let text {
                    continuation.resume(returning: text)
                } else {
                    continuation.resume(throwing: StorageError.missing)
                }
            }
        }
    }
}

let drafts = DraftsRepository()
var cancellables = Set<AnyCancellable>()

MainActor.assumeIsolated {
    // Subscribed directly, each call becomes a Task awaiting the migrated function.
    Task {
        do {
            let value = try await drafts.save("hello", as: "a")
            guard !Task.isCancelled else { return }
            print("save short: \(value)")
        } catch {
            guard !Task.isCancelled else { return }
            print("save short: failed with \(error)")
        }
    }
    .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    Task {
        do {
            let value = try await drafts.save("a very long draft", as: "b")
            guard !Task.isCancelled else { return }
            print("save long: \(value)")
        } catch {
            guard !Task.isCancelled else { return }
            print("save long: failed with \(error)")
        }
    }
    .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    Task {
        do {
            let value = try await drafts.draft(named: "a")
            guard !Task.isCancelled else { return }
            print("read a: \(value)")
        } catch {
            guard !Task.isCancelled else { return }
            print("read a: failed with \(error)")
        }
    }
    .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    Task {
        do {
            let value = try await drafts.draft(named: "b")
            guard !Task.isCancelled else { return }
            print("read b: \(value)")
        } catch {
            guard !Task.isCancelled else { return }
            print("read b: failed with \(error)")
        }
    }
    .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    print("done")
}
