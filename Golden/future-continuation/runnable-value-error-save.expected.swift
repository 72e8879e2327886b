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

    /// The Combine bridge to `save(_:as:)`, for callers not migrated yet.
    func savePublisher(_ text: String, as name: String) -> Future<Void, Error> {
        Future { promise in
            Task {
                do {
                    promise(.success(try await self.save(text, as: name)))
                } catch {
                    promise(.failure(error))
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

    /// The Combine bridge to `draft(named:)`, for callers not migrated yet.
    func draftPublisher(named name: String) -> AnyPublisher<String, Error> {
        Deferred {
            Future { promise in
                Task {
                    do {
                        promise(.success(try await self.draft(named: name)))
                    } catch {
                        promise(.failure(error))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

let drafts = DraftsRepository()
var cancellables = Set<AnyCancellable>()

@MainActor
func report<T>(_ label: String, _ publisher: AnyPublisher<T, Error>) {
    publisher
        .sink(receiveCompletion: { completion in
            if case .failure(let error) = completion {
                print("\(label): failed with \(error)")
            }
        }, receiveValue: { value in
            print("\(label): \(value)")
        })
        .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
}

MainActor.assumeIsolated {
    report("save short", drafts.savePublisher("hello", as: "a").eraseToAnyPublisher())
    report("save long", drafts.savePublisher("a very long draft", as: "b").eraseToAnyPublisher())
    report("read a", drafts.draftPublisher(named: "a"))
    report("read b", drafts.draftPublisher(named: "b"))
    print("done")
}
