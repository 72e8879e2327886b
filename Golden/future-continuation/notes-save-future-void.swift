import Combine
import Foundation

struct Note {
    let id: UUID
    var text: String
}

/// Persists notes on a background queue; the callback gets an error or nil.
final class NoteDatabase {
    func write(_ note: Note, completion: @escaping @Sendable (Error?) -> Void) {
        DispatchQueue.global().async {
            completion(nil)
        }
    }
}

final class NotesStore {
    private let database = NoteDatabase()

    func save(_ note: Note) -> Future<Void, Error> {
        Future { promise in
            self.database.write(note) { error in
                if let error {
                    promise(.failure(error))
                } else {
                    promise(.success(()))
                }
            }
        }
    }
}
