import Combine
import Foundation

final class ItemLoader {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func item(id: Int) -> AnyPublisher<Data, Error> {
        let request = Requests.make(for: id)
        return session.dataTaskPublisher(for: request)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }

    /// `Route` is declared outside this run: what its `urlRequest` is, the run cannot tell.
    func item(route: Route) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: route.urlRequest)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }

    /// A generic member: its type depends on the argument.
    func item(resource: Resource<URLRequest>) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: resource.request)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }

    /// A closure's parameter, without a type.
    func items(ids: [Int], make: (Int) -> URLRequest) -> AnyPublisher<[Data], Error> {
        let requests = ids.map { make($0) }
        return session.dataTaskPublisher(for: requests[0])
            .map { [$0.data] }
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
