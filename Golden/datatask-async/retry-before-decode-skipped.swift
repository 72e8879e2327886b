import Combine
import Foundation

struct Catalog: Decodable {
    let products: [String]
}

final class CatalogService {
    private let session: URLSession
    private let catalogURL: URL

    init(session: URLSession, catalogURL: URL) {
        self.session = session
        self.catalogURL = catalogURL
    }

    func catalog() -> AnyPublisher<Catalog, Error> {
        session.dataTaskPublisher(for: catalogURL)
            .retry(3)
            .map(\.data)
            .decode(type: Catalog.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}
