import Combine
import Foundation

// A function that only returns `Just`: no rule migrates it, so neither does just-fail.
final class PreviewData {
    func sampleNames() -> AnyPublisher<[String], Never> {
        return Just(["Ada", "Grace"]).eraseToAnyPublisher()
    }

    func failing() -> AnyPublisher<Int, Error> {
        Fail(error: URLError(.notConnectedToInternet)).eraseToAnyPublisher()
    }
}
