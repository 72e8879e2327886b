import Combine
import Foundation

protocol CatalogAPI: Sendable {
    func products() async throws -> [String]
}

final class Catalog {
    private let api: CatalogAPI

    init(api: CatalogAPI) {
        self.api = api
    }

    func products() -> AnyPublisher<[String], Error> {
        Future { promise in
            Task {
                do {
                    let names = try await self.api.products()
                    promise(.success(names))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    /// A `return Just` inside a closure belongs to the closure, not to a migrated function.
    func names(from publisher: AnyPublisher<[String], Never>) -> AnyPublisher<String, Never> {
        publisher
            .flatMap { names -> AnyPublisher<String, Never> in
                return Just(names.joined(separator: ", ")).eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }
}
