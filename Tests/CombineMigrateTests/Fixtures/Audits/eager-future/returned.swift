import Combine

final class ProfileService {
    let api: API
    init(api: API) { self.api = api }

    // `return Future { … }`: the request starts when `profile()` is called.
    func profile() -> AnyPublisher<Profile, Error> {
        return Future { promise in
            self.api.load { result in promise(result) }
        }
        .eraseToAnyPublisher()
    }

    // The body's single expression, with a typed `Future<…>`.
    func avatar(for id: Int) -> AnyPublisher<Data, Error> {
        Future<Data, Error> { promise in
            self.api.avatar(id) { promise($0) }
        }
        .eraseToAnyPublisher()
    }

    // A computed property.
    var settings: AnyPublisher<Settings, Never> {
        Future { promise in
            loadSettings { promise(.success($0)) }
        }
        .eraseToAnyPublisher()
    }

    // Through a local that is returned.
    func token() -> Future<String, Error> {
        let future = Future<String, Error> { promise in
            refreshToken(promise)
        }
        return future
    }
}
