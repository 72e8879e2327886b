import Foundation

actor BadgeCache {
    private var count = 0

    func unreadCount() -> Int {
        count
    }
}

final class BadgeService {
    private let cache = BadgeCache()

    func unreadBadge() async -> Int {
        let count = await self.cache.unreadCount()
        return count
    }
}
