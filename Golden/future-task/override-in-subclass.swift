import Combine
import Foundation

class BaseLoader {
    func load() -> AnyPublisher<String, Error> {
        Just("base").setFailureType(to: Error.self).eraseToAnyPublisher()
    }
}

final class RemoteLoader: BaseLoader {
    override func load() -> AnyPublisher<String, Error> {
        Future { promise in
            Task {
                try? await Task.sleep(nanoseconds: 1_000)
                promise(.success("remote"))
            }
        }
        .eraseToAnyPublisher()
    }
}
