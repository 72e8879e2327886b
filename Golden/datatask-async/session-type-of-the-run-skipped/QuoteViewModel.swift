import Combine
import Foundation

/// Subscribes to the client: it stays as it is, since the client's function does.
final class QuoteViewModel: ObservableObject {
    @Published private(set) var size = 0

    private let client: QuoteClient
    private var cancellables = Set<AnyCancellable>()

    init(client: QuoteClient) {
        self.client = client
    }

    func load() {
        client.quote(symbol: "AAPL")
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] data in self?.size = data.count })
            .store(in: &cancellables)
    }
}
