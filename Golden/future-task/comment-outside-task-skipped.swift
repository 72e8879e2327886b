import Combine
import Foundation

protocol ReceiptsAPI: Sendable {
    func receipts(month: Int) async throws -> [String]
}

final class ReceiptsRepository {
    private let api: ReceiptsAPI

    init(api: ReceiptsAPI) {
        self.api = api
    }

    func receipts(month: Int) -> AnyPublisher<[String], Error> {
        Future { promise in
            // The API is slow: it runs off the caller's thread.
            Task {
                do {
                    let receipts = try await self.api.receipts(month: month)
                    promise(.success(receipts))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
