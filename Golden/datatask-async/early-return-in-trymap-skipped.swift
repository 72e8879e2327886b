import Combine
import Foundation

struct Thumbnail {
    static let placeholder = Data([0x89, 0x50, 0x4E, 0x47])
}

final class ThumbnailLoader {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func thumbnail(at url: URL) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: url)
            .tryMap { data, response in
                if (response as? HTTPURLResponse)?.statusCode == 204 {
                    return Thumbnail.placeholder
                }
                return data
            }
            .eraseToAnyPublisher()
    }
}
