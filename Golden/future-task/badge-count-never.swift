import Combine
import Foundation

actor BadgeCache {
    private var count = 0

    func unreadCount() -> Int {
        count
    }
}

final class BadgeService {
    private let cache = BadgeCache()

    func unreadBadge() -> AnyPublisher<Int, Never> {
        Future<Int, Never> { promise in
            Task {
                let count = await self.cache.unreadCount()
                promise(.success(count))
            }
        }
        .eraseToAnyPublisher()
    }
}
