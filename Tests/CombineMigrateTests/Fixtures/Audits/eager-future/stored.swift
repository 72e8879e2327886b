import Combine

final class Bootstrap {
    // A property's initial value: the work runs when the object is made.
    let ready = Future<Void, Never> { promise in
        warmUpCaches { promise(.success(())) }
    }

    var config: Future<Config, Error>
    var pending: AnyPublisher<Int, Never>?

    init(loader: Loader) {
        self.config = Future { promise in
            loader.loadConfig(promise)
        }
    }

    func reload(_ loader: Loader) {
        pending = Future { promise in
            loader.count { promise(.success($0)) }
        }
        .eraseToAnyPublisher()
    }
}
