import Combine

final class Repository {
    let api: API
    var cancellables = Set<AnyCancellable>()
    init(api: API) { self.api = api }

    // Wrapped in `Deferred`: created per subscription.
    func items() -> AnyPublisher<[Item], Error> {
        Deferred {
            Future { promise in
                self.api.items { promise($0) }
            }
        }
        .eraseToAnyPublisher()
    }

    // Created inside `flatMap`, for each value.
    func details(_ ids: AnyPublisher<Int, Error>) -> AnyPublisher<Item, Error> {
        ids.flatMap { id in
            Future { promise in
                self.api.item(id) { promise($0) }
            }
        }
        .eraseToAnyPublisher()
    }

    // The closure only hands over a value that is already there.
    func cached(_ value: Int) -> AnyPublisher<Int, Never> {
        return Future { $0(.success(value)) }.eraseToAnyPublisher()
    }

    func constant() -> Future<Int, Never> {
        Future { promise in
            promise(.success(42))
        }
    }

    // Subscribed where it is made.
    func refresh() {
        Future<Void, Error> { promise in
            self.api.refresh { promise($0) }
        }
        .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        .store(in: &cancellables)
    }

    // A local that is not returned.
    func warmUp() {
        let future = Future<Void, Never> { promise in
            self.api.warmUp { promise(.success(())) }
        }
        future.sink { _ in }.store(in: &cancellables)
    }
}

// Look-alikes: another module's `Future`, and the words in a string.
func other() -> Promises.Future<Int> {
    return Promises.Future { resolve in resolve(1) }
}

let text = "return Future { promise in load(promise) }"
