import Combine
import Foundation

@MainActor
final class ReviewPrompt {
    private let activity: UserActivity
    private(set) var prompted = false
    private(set) var recentScreens: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(activity: UserActivity) {
        self.activity = activity
        // `first(where:)` and `prefix(2)` are not one-value subscriptions of `first-value`.
        activity.completedOrders
            .first(where: { $0 >= 3 })
            .sink { [weak self] _ in self?.prompted = true }
            .store(in: &cancellables)
        activity.screens
            .prefix(2)
            .sink { [weak self] screen in self?.recentScreens.append(screen) }
            .store(in: &cancellables)
    }
}
