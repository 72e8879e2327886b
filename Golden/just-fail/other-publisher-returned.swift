import Combine
import Foundation

protocol MessagesAPI: Sendable {
    func unread() async throws -> [String]
}

final class Inbox {
    private let api: MessagesAPI
    var isOffline = false

    init(api: MessagesAPI) {
        self.api = api
    }

    func unreadMessages() -> AnyPublisher<[String], Error> {
        if isOffline {
            return Empty(completeImmediately: true).eraseToAnyPublisher()
        }
        return Future { promise in
            Task {
                do {
                    promise(.success(try await self.api.unread()))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
