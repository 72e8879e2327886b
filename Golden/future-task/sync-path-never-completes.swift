import Combine
import Foundation

actor SyncEngine {
    var isOnline = true

    func sync() async throws -> Int {
        42
    }
}

final class SyncService {
    private let engine = SyncEngine()

    func syncNow() -> AnyPublisher<Int, Error> {
        Future { promise in
            Task {
                guard await self.engine.isOnline else { return }
                do {
                    let changes = try await self.engine.sync()
                    promise(.success(changes))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
