import Combine
import Foundation

struct Post: Sendable {
    let id: Int
    let title: String
}

protocol FeedClient: Sendable {
    func latestPosts(limit: Int) async throws -> [Post]
}

final class FeedRepository {
    private let client: FeedClient

    init(client: FeedClient) {
        self.client = client
    }

    func latestPosts(limit: Int = 20) -> AnyPublisher<[Post], Error> {
        Deferred {
            Future { promise in
                Task {
                    do {
                        promise(.success(try await self.client.latestPosts(limit: limit)))
                    } catch {
                        promise(.failure(error))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
