import Combine
import Foundation

// Two main-queue subscriptions set `entries`: they are left together, with a warning. One of
// them calls a one-shot function that `datatask-async` migrates, so the first round makes it a
// Task. The next round then saw only one main-queue subscription setting `entries`, and made
// the other a loop: the warning printed was no longer true, and the pair's order was lost.
// A later round keeps what the first round left alone, saying why.
struct Entry: Decodable, Sendable {
    let id: Int
}

final class JournalClient {
    private let session = URLSession.shared

    func entries(day: Int) -> AnyPublisher<[Entry], Error> {
        session.dataTaskPublisher(for: URL(string: "https://journal.example.com/days/\(day)")!)
            .map(\.data)
            .decode(type: [Entry].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}

@MainActor
final class JournalViewModel {
    private let client = JournalClient()
    private let drafts = PassthroughSubject<[Entry], Never>()
    private var cancellables = Set<AnyCancellable>()
    private(set) var entries: [Entry] = []

    func load(day: Int) {
        client.entries(day: day)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] loaded in self?.entries = loaded })
            .store(in: &cancellables)
    }

    func showDrafts() {
        drafts
            .receive(on: DispatchQueue.main)
            .sink { [weak self] loaded in self?.entries = loaded }
            .store(in: &cancellables)
    }
}
