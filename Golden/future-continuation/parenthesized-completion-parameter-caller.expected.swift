import Combine
import Foundation

struct Note {
    var title: String
}

final class NotesDatabase {
    func add(_ fields: [String: String], completion: @escaping (Error?) -> Void) {
        completion(nil)
    }
}

enum NotesService {
    static let database = NotesDatabase()

    static func create(_ note: Note) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            database.add(["title": note.title]) { error in
                if let error = error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume()
                }
            }
        }
    }
}

@MainActor
final class AddNoteViewModel {
    var title = ""
    private var cancellables = Set<AnyCancellable>()

    /// The completion handler's parameter in parentheses, its branches ending in `return`.
    func save() {
        let note = Note(title: title)
        Task {
            do {
                try await NotesService.create(note)
                guard !Task.isCancelled else { return }
                return
            } catch {
                guard !Task.isCancelled else { return }
                print(error)
                return
            }
        }
        .store(in: &cancellables)
    }
}
