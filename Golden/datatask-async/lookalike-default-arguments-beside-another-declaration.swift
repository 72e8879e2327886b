import Combine
import Foundation

// Found by the review of the change: `feed(page: Int = 0)` beside `feed()`. The call
// `api.feed()` means `feed()` in Combine code; in a Task, beside an async `feed(page:)`, Swift
// would pick that one, and the app would fetch instead of reading its subject. The function
// with default values is left as it is, with a warning naming the other declaration.

struct Feed: Decodable {}

final class API {
    let session = URLSession.shared
    let subject = CurrentValueSubject<Feed, Error>(Feed())

    func feed(page: Int = 0) -> AnyPublisher<Feed, Error> {
        session.dataTaskPublisher(for: URL(string: "https://x.example/feed?p=\(page)")!)
            .map(\.data)
            .decode(type: Feed.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    func feed() -> AnyPublisher<Feed, Error> {
        subject.first().eraseToAnyPublisher()
    }
}

@MainActor
final class Model {
    let api = API()
    var cancellables = Set<AnyCancellable>()
    var n = 0
    func load() {
        api.feed()
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in self?.n += 1 })
            .store(in: &cancellables)
    }
}
