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
        let notesStream = api.fetchNotes()
            .map { $0.filter { !$0.isArchived } }
            .bufferedValues()
        Task { [weak self] in
            do {
                for try await notes in notesStream {
                    self?.cache.replaceAll(with: notes)
                }
                if notesStream.isFinished {
                    Log.info("notes refreshed")
                }
            } catch {
                let error = notesStream.failure(error)
                Log.error(error)
            }
        }
        .store(in: &disposeBag)
    }
}
