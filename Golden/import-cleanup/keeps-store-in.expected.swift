import Combine
import Foundation

extension FeedViewModel {
    func bind(_ feed: Feed) {
        let valueStream = feed.updates.bufferedValues()
        Task { @MainActor in
            for await _ in valueStream {
            }
        }
        .store(in: &disposeBag)
    }
}
