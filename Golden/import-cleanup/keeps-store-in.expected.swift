import Combine
import Foundation

extension FeedViewModel {
    func bind(_ feed: Feed) {
        let updatesStream = feed.updates.bufferedValues()
        Task { @MainActor [weak self] in
            for await _ in updatesStream {
                self?.refresh()
            }
        }
        .store(in: &disposeBag)
    }
}
