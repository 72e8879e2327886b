import Combine
import Foundation

extension FeedViewModel {
    func bind(_ feed: Feed) {
        feed.updates
            .receive(on: RunLoop.main)
            .sink { _ in }
            .store(in: &disposeBag)
    }
}
