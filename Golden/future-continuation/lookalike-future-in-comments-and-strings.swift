import Combine
import Foundation

final class MigrationNotes {
    // Old version:
    // func load() -> AnyPublisher<String, Error> {
    //     Future { promise in api.load { promise($0) } }.eraseToAnyPublisher()
    // }
    let example = "Future { promise in api.load { result in promise(result) } }"

    /// Not a function returning a publisher: the Future is only built, not returned.
    func warmUp() {
        let future = Future<Int, Never> { promise in
            DispatchQueue.main.async { promise(.success(1)) }
        }
        _ = future
    }
}
