import Combine
import Foundation

struct User: Decodable {
    let id: Int
    let name: String
}

final class UserAPI {
    private let session: URLSession
    private let baseURL: URL
    private let decoder = JSONDecoder()

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func user(id: Int) -> AnyPublisher<User, Error> {
        let url = baseURL.appendingPathComponent("users/\(id)")
        return session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: User.self, decoder: decoder)
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }
}
