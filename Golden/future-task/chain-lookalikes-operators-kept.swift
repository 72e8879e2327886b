import Combine
import Foundation

// Chains that stay in Combine, and so keep their function's publisher: each function here
// has one caller whose chain an `async` function cannot replace without changing what it does.
struct Article: Sendable {
    let title: String
    let author: String?
}

actor ArticleStore {
    func latest() -> [Article] { [Article(title: "Swift", author: nil)] }
    func find(id: Int) -> Article? { nil }
}

final class NewsAPI {
    private let store = ArticleStore()

    // `.share()`: other subscribers share one subscription.
    func headlines() -> AnyPublisher<[Article], Error> {
        Future { promise in
            Task {
                let articles = await self.store.latest()
                promise(.success(articles))
            }
        }
        .eraseToAnyPublisher()
    }

    // Subscribed twice through a local: two subscribers of one Future.
    func topStory() -> AnyPublisher<[Article], Error> {
        Future { promise in
            Task {
                let articles = await self.store.latest()
                promise(.success(articles))
            }
        }
        .eraseToAnyPublisher()
    }

    // `.handleEvents`: code run on subscription and cancellation.
    func saved() -> AnyPublisher<[Article], Error> {
        Future { promise in
            Task {
                let articles = await self.store.latest()
                promise(.success(articles))
            }
        }
        .eraseToAnyPublisher()
    }

    // An optional output replaced on failure: `try?` would replace a `nil` too.
    func article(id: Int) -> AnyPublisher<Article?, Error> {
        Future { promise in
            Task {
                let article = await self.store.find(id: id)
                promise(.success(article))
            }
        }
        .eraseToAnyPublisher()
    }
}

final class NewsViewModel {
    private let api: NewsAPI
    private var cancellables = Set<AnyCancellable>()
    var titles: [String] = []
    var count = 0
    var isLoading = false
    var article: Article?

    init(api: NewsAPI) {
        self.api = api
    }

    func loadHeadlines() {
        api.headlines()
            .share()
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] articles in
                self?.titles = articles.map(\.title)
            })
            .store(in: &cancellables)
    }

    func loadTopStory() {
        let story = api.topStory()
        story
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] articles in
                self?.titles = articles.map(\.title)
            })
            .store(in: &cancellables)
        story
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] articles in
                self?.count = articles.count
            })
            .store(in: &cancellables)
    }

    func loadSaved() {
        api.saved()
            .handleEvents(receiveSubscription: { [weak self] _ in
                self?.isLoading = true
            }, receiveCancel: { [weak self] in
                self?.isLoading = false
            })
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] articles in
                self?.count = articles.count
            })
            .store(in: &cancellables)
    }

    func open(id: Int) {
        api.article(id: id)
            .replaceError(with: Article(title: "Unavailable", author: nil))
            .sink { [weak self] article in
                self?.article = article
            }
            .store(in: &cancellables)
    }
}
