import Combine

extension FeedViewModel {
    func bind(_ feed: Feed) {
        feed.updates
            .receive(on: RunLoop.main)
            .store(in: &disposeBag)
    }
}
