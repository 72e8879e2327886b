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

    func save(_ text: String, as name: String) -> Future<Void, Error> {
        Future { promise in
            self.storage.setDocument(text, at: "drafts/\(name)") { error in
                if let error {
                    promise(.failure(error))
                } else {
                    promise(.success(()))
                }
            }
        }
    }

    func draft(named name: String) -> AnyPublisher<String, Error> {
        Future { promise in
            self.storage.getDocument(at: "drafts/\(name)") { text, error in
                if let error {
                    promise(.failure(error))
                } else if let text {
                    promise(.success(text))
                } else {
                    promise(.failure(StorageError.missing))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

let drafts = DraftsRepository()
var cancellables = Set<AnyCancellable>()

MainActor.assumeIsolated {
    // Subscribed directly, each call becomes a Task awaiting the migrated function.
    drafts.save("hello", as: "a")
        .sink(receiveCompletion: { completion in
            if case .failure(let error) = completion {
                print("save short: failed with \(error)")
            }
        }, receiveValue: { value in
            print("save short: \(value)")
        })
        .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    drafts.save("a very long draft", as: "b")
        .sink(receiveCompletion: { completion in
            if case .failure(let error) = completion {
                print("save long: failed with \(error)")
            }
        }, receiveValue: { value in
            print("save long: \(value)")
        })
        .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    drafts.draft(named: "a")
        .sink(receiveCompletion: { completion in
            if case .failure(let error) = completion {
                print("read a: failed with \(error)")
            }
        }, receiveValue: { value in
            print("read a: \(value)")
        })
        .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    drafts.draft(named: "b")
        .sink(receiveCompletion: { completion in
            if case .failure(let error) = completion {
                print("read b: failed with \(error)")
            }
        }, receiveValue: { value in
            print("read b: \(value)")
        })
        .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    print("done")
}
