import Combine

// The loop calls `render`, an instance method: the Task closure holds `self`, and nothing
// cancels the Task, so the view model is never released while `updates` goes on.
@MainActor
final class FeedViewModel {
    private let updates: AsyncStream<[String]>
    private(set) var items: [String] = []

    init(updates: AsyncStream<[String]>) {
        self.updates = updates
    }

    func start() {
        Task {
            for await batch in updates {
                render(batch)
            }
        }
    }

    private func render(_ batch: [String]) {
        items = batch
    }
}
