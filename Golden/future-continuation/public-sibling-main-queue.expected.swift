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
// deliver on the main queue, and so do the bridges, with `receive(on:)`.
public final class ContactsStore: @unchecked Sendable {
    private let sdk = ContactsSDK()

    public init() {}

    /// The contact called `name`, on the main queue.
    public func contactPublisher(named name: String) -> AnyPublisher<Contact, Error> {
        Future { promise in
            Task {
                do {
                    promise(.success(try await self.contact(named: name)))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .receive(on: DispatchQueue.main)
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
                Task {
                    promise(.success(await self.access()))
                }
            }
        }
        .receive(on: DispatchQueue.main)
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
