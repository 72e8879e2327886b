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

    public func upload(changes: [String]) -> AnyPublisher<Void, Error> {
        if changes.isEmpty {
            return Just(()).setFailureType(to: Error.self).eraseToAnyPublisher()
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
}
