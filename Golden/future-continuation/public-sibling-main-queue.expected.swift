import Combine
import Foundation

public struct Contact: Sendable {
    public let name: String
}

public final class ContactsSDK: @unchecked Sendable {
    public init() {}

    public func fetchContact(named name: String, completion: @escaping @Sendable (Result<Contact, Error>) -> Void) {
        completion(.success(Contact(name: name)))
    }

    public func requestAccess(completion: @escaping @Sendable (Bool) -> Void) {
        completion(true)
    }
}

// A public wrapper whose callbacks hop to the main queue before completing: its publishers
// keep their own bodies (a bridge calling the async sibling would hold the wrapper while the
// SDK works, which the Futures did not), and the async siblings are written after them.
public final class ContactsStore: @unchecked Sendable {
    private let sdk = ContactsSDK()

    public init() {}

    /// The contact called `name`, on the main queue.
    public func contactPublisher(named name: String) -> AnyPublisher<Contact, Error> {
        Future { promise in
            self.sdk.fetchContact(named: name) { result in
                DispatchQueue.main.async {
                    promise(result)
                }
            }
        }
        .eraseToAnyPublisher()
    }

    /// The contact called `name`, on the main queue.
    public func contact(named name: String) async throws -> Contact {
        try await withCheckedThrowingContinuation { continuation in
            self.sdk.fetchContact(named: name) { result in
                DispatchQueue.main.async {
                    continuation.resume(with: result)
                }
            }
        }
    }

    public func accessPublisher() -> AnyPublisher<Bool, Never> {
        Deferred {
            Future { promise in
                self.sdk.requestAccess { granted in
                    DispatchQueue.main.async(execute: {
                        promise(.success(granted))
                    })
                }
            }
        }
        .eraseToAnyPublisher()
    }

    public func access() async -> Bool {
        await withCheckedContinuation { continuation in
            self.sdk.requestAccess { granted in
                DispatchQueue.main.async(execute: {
                    continuation.resume(returning: granted)
                })
            }
        }
    }
}
