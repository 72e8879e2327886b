import Combine
import Foundation

// What a later round of the rewrite may still do. `datatask-async` makes each `load` a Task
// in the first round; the subscriptions inside their handlers are then seen anew.
// - `JournalViewModel.showDrafts()` was left, paired with `load(day:)` (both call `show`,
//   one by its name alone): it stays left, and its warning stays true.
// - `ArchiveModel`'s inner subscription, whose handler sets `entries` as the outer one's
//   does, was left in the first round, inside the outer subscription (another rule's edit):
//   it stays left too, with its warning.
// - `NamesModel`'s inner subscription uses no member: it migrates in the later round, though
//   the same rule left sites elsewhere in the file.
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
    private(set) var shown: [Entry] = []

    func show(_ entries: [Entry]) {
        shown = entries
    }

    func load(day: Int) {
        client.entries(day: day)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] loaded in
                guard let self else { return }
                show(loaded)
            })
            .store(in: &cancellables)
    }

    func showDrafts() {
        drafts
            .receive(on: DispatchQueue.main)
            .sink { [weak self] loaded in self?.show(loaded) }
            .store(in: &cancellables)
    }
}

@MainActor
final class ArchiveModel {
    private let client = JournalClient()
    private let drafts = PassthroughSubject<[Entry], Never>()
    private var cancellables = Set<AnyCancellable>()
    private(set) var entries: [Entry] = []

    func load(day: Int) {
        client.entries(day: day)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] loaded in
                guard let self else { return }
                self.entries = loaded
                self.drafts
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] more in self?.entries += more }
                    .store(in: &self.cancellables)
            })
            .store(in: &cancellables)
    }
}

@MainActor
final class NamesModel {
    private let client = JournalClient()
    private let names = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()

    func load(day: Int) {
        client.entries(day: day)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in
                guard let self else { return }
                self.names
                    .receive(on: DispatchQueue.main)
                    .sink { name in print("signed by \(name)") }
                    .store(in: &self.cancellables)
            })
            .store(in: &cancellables)
    }
}
