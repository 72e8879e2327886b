import Combine
import Foundation

/// No isolation, in a Swift 5 target with complete concurrency checking: a `Task { @MainActor in … }`
/// would send `self`, a warning the `sink` did not have.
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    private let client: FeedClient
    private var cancellables = Set<AnyCancellable>()

    init(client: FeedClient) {
        self.client = client
    }

    func start() {
        client.updates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] posts in
                self?.posts = posts
            }
            .store(in: &cancellables)
    }
}
