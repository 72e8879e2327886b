import Combine
import Foundation

@MainActor
final class FeedViewModel {
    @Published private(set) var posts: [Post] = []
    private let client: FeedClient
    private var bag = Set<AnyCancellable>()

    init(client: FeedClient) {
        self.client = client
    }

    func loadMore(after cursor: String) {
        let pageStream = client.page(after: cursor).bufferedValues()
        Task { [weak self] in
            do {
                for try await page in pageStream {
                    self?.posts += page.posts
                }
            } catch {
                let error = pageStream.failure(error)
                Log.error(error)
            }
        }
        .store(in: &bag)
    }
}
