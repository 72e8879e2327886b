import Combine
import Foundation

public enum SyncError: Error {
    case empty
}

public protocol SyncBackend: Sendable {
    func push(changes: [String]) async throws
    func pending() async throws -> Int
}

public struct Uploader: Sendable {
    let backend: SyncBackend

    // `Fail` delivered at once when subscribed to; a bridge would deliver it from a Task.
    public func uploadPublisher(changes: [String]) -> AnyPublisher<Void, Error> {
        guard !changes.isEmpty else {
            return Fail(error: SyncError.empty).eraseToAnyPublisher()
        }
        return Future { promise in
            Task {
                do {
                    try await self.backend.push(changes: changes)
                    promise(.success(()))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    // A typed failure: the bridge would see `any Error`.
    public func pendingPublisher() -> AnyPublisher<Int, SyncError> {
        Future { promise in
            Task {
                do {
                    promise(.success(try await self.backend.pending()))
                } catch {
                    promise(.failure(.empty))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    // `mutating`: a bridge's Task could not capture `self`. Its Future holds `backend`, not
    // `self`: the publisher keeps its own body, and `retry()` is written after it.
    public mutating func retryPublisher() -> AnyPublisher<Int, Error> {
        let backend = self.backend
        return Future { promise in
            Task {
                do {
                    promise(.success(try await backend.pending()))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    public mutating func retry() async throws -> Int {
        let backend = self.backend
        return try await backend.pending()
    }

    // Code before the Future runs when the function is called.
    public func countPublisher() -> AnyPublisher<Int, Error> {
        print("counting")
        return Future { promise in
            Task {
                do {
                    promise(.success(try await self.backend.pending()))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    // Not `public`: migrated in place (no caller in the run).
    func pendingCount() async throws -> Int {
        return try await self.backend.pending()
    }
}
