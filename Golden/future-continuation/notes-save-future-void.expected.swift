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

    func save(_ note: Note) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            self.database.write(note) { error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume()
                }
            }
        }
    }
}
