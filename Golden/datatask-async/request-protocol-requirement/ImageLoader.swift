import Combine
import Foundation

final class ImageLoader: RequestProviding {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func imageData() -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: request)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
