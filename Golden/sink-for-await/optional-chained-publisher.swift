import Combine
import Foundation

final class PrivacyInfo {
    @Published var isUpgraded = false
    @Published var trackerCount = 0
}

@MainActor
final class DashboardModel {
    var privacyInfo: PrivacyInfo?
    var upgraded = false
    var trackers = 0
    private var cancellables = Set<AnyCancellable>()
    private var trackerCancellable: AnyCancellable?

    func bind() {
        privacyInfo?.$isUpgraded
            .removeDuplicates()
            .sink { [weak self] isUpgraded in
                self?.upgraded = isUpgraded
            }
            .store(in: &cancellables)

        // The property form would hold nil when there is no `privacyInfo`: left alone.
        trackerCancellable = privacyInfo?.$trackerCount
            .sink { [weak self] count in
                self?.trackers = count
            }
    }
}
