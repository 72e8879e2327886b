import Combine
import Foundation

@MainActor
final class NotesRepository {
    private let api: NotesAPI
    private let cache: NotesCache
    private var disposeBag = Set<AnyCancellable>()

    init(api: NotesAPI, cache: NotesCache) {
        self.api = api
        self.cache = cache
    }

    func refresh() {
        api.fetchNotes()
            .map { $0.filter { !$0.isArchived } }
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    Log.info("notes refreshed")
                case .failure(let error):
                    Log.error(error)
                }
            }, receiveValue: { [weak self] notes in
                self?.cache.replaceAll(with: notes)
            })
            .store(in: &disposeBag)
    }
}
