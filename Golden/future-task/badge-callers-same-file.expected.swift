import Combine
import Foundation

actor BadgeCache {
    func unreadCount() -> Int {
        3
    }
}

final class BadgeService {
    private let cache = BadgeCache()

    func unreadBadge() -> AnyPublisher<Int, Never> {
        Future { promise in
            Task {
                let count = await self.cache.unreadCount()
                promise(.success(count))
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
        service.unreadBadge()
            .map { $0.description }
            .sink { [weak self] text in
                self?.badge = text
            }
            .store(in: &subscriptions)
    }

    func reload() {
        let countStream = service.unreadBadge().bufferedValues()
        refresh = Task {
            for await count in countStream {
                print("badge", count)
            }
        }.cancellable
    }

    func unread() -> AnyPublisher<Int, Never> {
        service.unreadBadge()
    }
}
