import Combine
import Foundation

actor BadgeCache {
    func unreadCount() -> Int {
        3
    }
}

final class BadgeService {
    private let cache = BadgeCache()

    func unreadBadge() async -> Int {
        let count = await self.cache.unreadCount()
        return count
    }

    /// The Combine bridge to `unreadBadge()`, for callers not migrated yet.
    func unreadBadgePublisher() -> AnyPublisher<Int, Never> {
        Deferred {
            Future { promise in
                Task {
                    promise(.success(await self.unreadBadge()))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

@MainActor
final class BadgeViewModel: ObservableObject {
    @Published private(set) var badge = ""
    private let service: BadgeService
    private var subscriptions = Set<AnyCancellable>()
    private var refresh: AnyCancellable?

    init(service: BadgeService) {
        self.service = service
    }

    func start() {
        Task { [weak self, service] in
            let text = await service.unreadBadge().description
            self?.badge = text
        }
        .store(in: &subscriptions)
    }

    func reload() {
        refresh = Task {
            let count = await service.unreadBadge()
            print("badge", count)
        }.cancellable
    }

    func unread() -> AnyPublisher<Int, Never> {
        service.unreadBadgePublisher()
    }
}
