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
        let articlesStream = client.updates().bufferedValues()
        Task { [weak self] in
            for await articles in articlesStream {
                self?.articles = articles
            }
        }
        .store(in: &cancellables)
    }
}
