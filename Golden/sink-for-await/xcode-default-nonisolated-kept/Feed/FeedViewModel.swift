import Combine
import Foundation

/// No isolation written: the module's default isolation decides where it runs.
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    private let client: FeedClient
    private var cancellables = Set<AnyCancellable>()

    init(client: FeedClient) {
        self.client = client
    }

    func start() {
        client.updates()
            .sink { [weak self] posts in
                self?.posts = posts
            }
            .store(in: &cancellables)
    }
}
