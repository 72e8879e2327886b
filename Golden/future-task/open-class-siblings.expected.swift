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
                    promise(.success(try await self.name(forKey: key, fallback: fallback)))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    /**
     The value stored under `key`.
     */
    @available(iOS 15, macOS 12, *)
    public func name(
        forKey key: String,
        fallback: String = ""
    ) async throws -> String {
        let name = try await self.store.load(String.self, key: key)
        return name.isEmpty ? fallback : name
    }

    open class func sharedVersionPublisher(_ store: Store) -> Future<Int, Error> {
        Future<Int, Error> { promise in
            Task {
                do {
                    promise(.success(try await self.sharedVersion(store)))
                } catch {
                    promise(.failure(error))
                }
            }
        }
    }

    public class func sharedVersion(_ store: Store) async throws -> Int {
        let version = try await store.load(Int.self, key: "version")
        return version
    }
}
