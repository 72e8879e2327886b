import Combine
import Foundation

struct Note: Sendable {
    var id: UUID
    var text: String
}

actor NotesDatabase {
    private var notes: [UUID: Note] = [:]

    func insert(_ note: Note) throws {
        notes[note.id] = note
    }
}

struct NotesStore {
    let database: NotesDatabase

    // Saving goes through the database actor.
    func save(_ note: Note) -> Future<Void, Error> {
        return Future { promise in
            Task {
                do {
                    try await database.insert(note)
                    promise(.success(()))
                } catch {
                    promise(.failure(error))
                }
            }
        }
    }
}
