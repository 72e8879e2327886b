import Combine
import Foundation

extension FeedViewModel {
    func bind(_ feed: Feed) {
        feed.updates
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.refresh()
            }
            .store(in: &disposeBag)
    }
}
