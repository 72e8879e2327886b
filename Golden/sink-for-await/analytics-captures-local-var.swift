import Combine
import Foundation

final class ScreenTracker {
    private let router: AppRouter
    private var cancellables = Set<AnyCancellable>()

    init(router: AppRouter) {
        self.router = router
    }

    /// Tracks the first visit of every screen in this session.
    func start() {
        var seen = Set<String>()
        router.screens
            .sink { screen in
                if seen.insert(screen).inserted {
                    Analytics.track("first_visit_\(screen)")
                }
            }
            .store(in: &cancellables)
    }
}
