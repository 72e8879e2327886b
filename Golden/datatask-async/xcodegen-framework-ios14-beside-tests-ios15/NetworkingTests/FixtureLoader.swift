import Combine
import Foundation

/// The test bundle beside it deploys to iOS 15: the same shape migrates there.
final class FixtureLoader {
    private let session = URLSession.shared

    func fixture(at url: URL) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: url)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
