import Combine
import Foundation

@MainActor
final class ArticlesViewModel {
    @Published private(set) var articles: [String] = []
    @Published private(set) var isLoading = false
    @Published private(set) var lastError: APIError?
    private let client: FeedClient
    private var cancellables = Set<AnyCancellable>()

    init(client: FeedClient) {
        self.client = client
    }

    func reload() {
        lastError = nil
        let articlesStream = client.page(after: "")
            .map { $0.posts.map { "post \($0.id)" } }
            .replaceError(with: [])
            .bufferedValues()
        Task { [weak self] in
            for await articles in articlesStream {
                self?.articles = articles
            }
        }
        .store(in: &cancellables)
    }

    func startLoading() {
        isLoading = true
        let countStream = client.page(after: "").map(\.posts.count).replaceError(with: 0).bufferedValues()
        Task { [weak self] in
            for await count in countStream {
                self?.isLoading = count == 0
            }
        }.store(in: &cancellables)
    }
}
