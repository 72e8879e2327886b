import Combine
import Foundation

// A suppression comment above a function the rule would migrate leaves the function whole:
// its signature, its body and its callers, which go together. It silenced only the
// signature's edit: the body was rewritten with `try await` inside a function that still
// returned a publisher, and its caller migrated into a Task awaiting it.

struct User: Decodable { let id: Int }

final class API {
    let session = URLSession.shared
    // combine-migrate:disable-next-line datatask-async
    func user(id: Int) -> AnyPublisher<User, Error> {
        session.dataTaskPublisher(for: URL(string: "https://e.com/\(id)")!)
            .map(\.data)
            .decode(type: User.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}

final class VM {
    let api = API()
    var cancellables = Set<AnyCancellable>()
    var name = ""
    func load() {
        api.user(id: 1).sink(receiveCompletion: { _ in }, receiveValue: { [weak self] u in self?.name = "\(u.id)" }).store(in: &cancellables)
    }
}
