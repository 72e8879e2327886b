import Combine
import Foundation

/// No isolation, in a Swift 6 target: a `Task { @MainActor in … }` would send `self`.
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
