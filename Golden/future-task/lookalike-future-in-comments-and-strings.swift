import Foundation

final class ReleaseNotes {
    // func upcoming() -> AnyPublisher<String, Error> { Future { promise in Task { promise(.success("")) } } }
    let sample = "Future { promise in Task { promise(.success(1)) } }"

    /// Returns `Future { promise in Task { … } }` in the old API.
    func upcoming() -> String {
        sample
    }
}
