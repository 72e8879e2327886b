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
        client.page(after: "")
            .map { $0.posts.map { "post \($0.id)" } }
            .replaceError(with: [])
            .sink { [weak self] articles in
                self?.articles = articles
            }
            .store(in: &cancellables)
    }

    func startLoading() {
        isLoading = true
        client.page(after: "").map(\.posts.count).replaceError(with: 0).sink { [weak self] count in
            self?.isLoading = count == 0
        }.store(in: &cancellables)
    }
}
