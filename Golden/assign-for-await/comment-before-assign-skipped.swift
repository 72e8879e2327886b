import Combine
import Foundation

final class ConnectionBannerViewModel {
    @Published private(set) var isOffline = false
    private let reachability: Reachability
    private var cancellables = Set<AnyCancellable>()

    init(reachability: Reachability) {
        self.reachability = reachability
        reachability.$isReachable
            .map { !$0 }
            // The banner shows while the device is offline.
            .assign(to: \.isOffline, on: self)
            .store(in: &cancellables)
    }
}
