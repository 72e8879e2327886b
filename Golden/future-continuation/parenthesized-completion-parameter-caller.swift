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

    static func create(_ note: Note) -> AnyPublisher<Void, Error> {
        Future<Void, Error> { promise in
            database.add(["title": note.title]) { error in
                if let error = error {
                    promise(.failure(error))
                } else {
                    promise(.success(()))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

@MainActor
final class AddNoteViewModel {
    var title = ""
    private var cancellables = Set<AnyCancellable>()

    /// The completion handler's parameter in parentheses, its branches ending in `return`.
    func save() {
        let note = Note(title: title)
        NotesService.create(note)
            .sink { (completion) in
                switch completion {
                case .failure(let error):
                    print(error)
                    return
                case .finished:
                    return
                }
            } receiveValue: { _ in }
            .store(in: &cancellables)
    }
}
