import Combine
import Foundation

public protocol Store: Sendable {
    func load<Value: Decodable & Sendable>(_ type: Value.Type, key: String) async throws -> Value
}

// `open` functions of an `open` class, one a `class` function returning a `Future`, one
// with an availability attribute, a block doc comment and a default argument: each sibling
// keeps them (`open` becomes `public`).
open class Cache: @unchecked Sendable {
    public let store: Store

    public init(store: Store) {
        self.store = store
    }

    /**
     The value stored under `key`.
     */
    @available(iOS 15, macOS 12, *)
    open func namePublisher(
        forKey key: String,
        fallback: String = ""
    ) -> AnyPublisher<String, Error> {
        Future { promise in
            Task {
                do {
                    let name = try await self.store.load(String.self, key: key)
                    promise(.success(name.isEmpty ? fallback : name))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    open class func sharedVersionPublisher(_ store: Store) -> Future<Int, Error> {
        Future<Int, Error> { promise in
            Task {
                do {
                    let version = try await store.load(Int.self, key: "version")
                    promise(.success(version))
                } catch {
                    promise(.failure(error))
                }
            }
        }
    }
}
