import Combine
import Foundation

struct Photo: Decodable {
    let id: Int
    let title: String
}

final class PhotoRepository {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func photos(albumID: Int) -> AnyPublisher<[Photo], Error> {
        let request = URLRequest(url: URL(string: "https://photos.example/albums/\(albumID)/photos")!)
        let publisher = session.dataTaskPublisher(for: request)
            .map(\.data)
            .decode(type: [Photo].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
        return publisher
    }
}
