import Combine
import Foundation

public protocol SyncBackend: Sendable {
    func push(changes: [String]) async throws
}

public final class ChangesUploader {
    private let backend: SyncBackend

    public init(backend: SyncBackend) {
        self.backend = backend
    }

    public func upload(changes: [String]) async throws {
        if changes.isEmpty {
            return
        }
        try await self.backend.push(changes: changes)
    }

    public func upload(changes: [String]) -> AnyPublisher<Void, Error> {
        Deferred {
            Future { promise in
                Task {
                    do {
                        promise(.success(try await self.upload(changes: changes)))
                    } catch {
                        promise(.failure(error))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
