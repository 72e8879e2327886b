import Combine
import Foundation

// Two main-queue subscriptions set `entries`: they are left together, with a warning. One of
// them calls a one-shot function that `datatask-async` migrates, so the first round makes it a
// Task. The next round then saw only one main-queue subscription setting `entries`, and made
// the other a loop: the warning printed was no longer true, and the pair's order was lost.
// The Task, kept as a subscription (`.store(in:)`), now pairs with the other subscription
// as the subscription it replaced did: the next round, and a second run, leave it as the
// first round did, and the warning stays true.
struct Entry: Decodable, Sendable {
    let id: Int
}

final class JournalClient {
    private let session = URLSession.shared

    func entries(day: Int) async throws -> [Entry] {
        let (data, _) = try await session.data(from: URL(string: "https://journal.example.com/days/\(day)")!)
        return try JSONDecoder().decode([Entry].self, from: data)
    }
}

@MainActor
final class JournalViewModel {
    private let client = JournalClient()
    private let drafts = PassthroughSubject<[Entry], Never>()
    private var cancellables = Set<AnyCancellable>()
    private(set) var entries: [Entry] = []

    func load(day: Int) {
        Task { [weak self, client] in
            do {
                let loaded = try await client.entries(day: day)
                guard !Task.isCancelled else { return }
                self?.entries = loaded
            } catch {}
        }
        .store(in: &cancellables)
    }

    func showDrafts() {
        drafts
            .receive(on: DispatchQueue.main)
            .sink { [weak self] loaded in self?.entries = loaded }
            .store(in: &cancellables)
    }
}

// The same holds for a Task kept as a subscription (`.store(in:)`, the support file's, as
// the migrations write them), which a second run sees where the first made it: one that sets `theme`, which a
// main-queue subscription's handler sets too, leaves that subscription with a warning, and
// so does one that sets the member an `assign(to:on:)` sets. A Task not kept so (`reload()`)
// is not a subscription's successor and is not compared; nor is one inside a handler.
protocol ThemeLoader: Sendable {
    func theme() async -> String
}

@MainActor
final class SettingsViewModel {
    private let loader: any ThemeLoader
    private let themes = PassthroughSubject<String, Never>()
    private let titles = PassthroughSubject<String, Never>()
    private let accents = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()
    private(set) var theme = "light"
    private(set) var title = ""
    private(set) var accent = "blue"
    private(set) var refreshes = 0

    init(loader: any ThemeLoader) {
        self.loader = loader
        themes
            .receive(on: DispatchQueue.main)
            .sink { [weak self] theme in self?.theme = theme }
            .store(in: &cancellables)
        let titleStream = titles.bufferedValues()
        Task { [weak self] in
            for await title in titleStream {
                self?.title = title
                Task { self?.refreshes += 1 }
            }
        }
        .store(in: &cancellables)
        accents
            .receive(on: DispatchQueue.main)
            .assign(to: \.accent, on: self)
            .store(in: &cancellables)
    }

    func loadTheme() {
        Task { [weak self, loader] in
            let theme = await loader.theme()
            guard !Task.isCancelled else { return }
            self?.theme = theme
        }
        .store(in: &cancellables)
    }

    func resetAccent() {
        Task<Void, Never> { [weak self] in
            guard let self else { return }
            accent = "blue"
        }
        .store(in: &cancellables)
    }

    func reload() {
        Task {
            self.title = await self.loader.theme()
        }
    }
}
