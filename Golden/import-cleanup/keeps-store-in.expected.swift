import Combine
import Foundation

extension FeedViewModel {
    func bind(_ feed: Feed) {
        let valueStream = feed.updates.bufferedValues()
        Task { @MainActor [weak self] in
            for await _ in valueStream {
                self?.refresh()
            }
        }
        .store(in: &disposeBag)
    }
}
