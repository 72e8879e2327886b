import Combine
import Foundation

final class ImageLoader {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func imageData(at url: URL) -> AnyPublisher<Data, URLError> {
        session.dataTaskPublisher(for: url)
            .map(\.data)
            .eraseToAnyPublisher()
    }
}
