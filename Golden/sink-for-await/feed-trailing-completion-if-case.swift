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
        client.page(after: cursor)
            .sink { completion in
                if case .failure(let error) = completion {
                    Log.error(error)
                }
            } receiveValue: { [weak self] page in
                self?.posts += page.posts
            }
            .store(in: &bag)
    }
}
