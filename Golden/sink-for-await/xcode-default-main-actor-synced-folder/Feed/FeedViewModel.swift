import Combine
import Foundation

/// No isolation written: the module's default isolation decides where it runs.
final class FeedViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    private let client: ArticleFeed
    private var cancellables = Set<AnyCancellable>()

    init(client: ArticleFeed) {
        self.client = client
    }

    func start() {
        client.updates()
            .sink { [weak self] articles in
                self?.articles = articles
            }
            .store(in: &cancellables)
    }
}
