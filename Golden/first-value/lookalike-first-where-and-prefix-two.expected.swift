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
        let completedOrdersStream = activity.completedOrders
            .first(where: { $0 >= 3 })
            .bufferedValues()
        Task { [weak self] in
            for await _ in completedOrdersStream {
                self?.prompted = true
            }
        }
        .store(in: &cancellables)
        let screenStream = activity.screens
            .prefix(2)
            .bufferedValues()
        Task { [weak self] in
            for await screen in screenStream {
                self?.recentScreens.append(screen)
            }
        }
        .store(in: &cancellables)
    }
}
