import Combine
import Foundation

struct User: Decodable {
    let id: Int
    let name: String
}

final class UserService {
    private let session: URLSession
    private let token: String

    init(session: URLSession, token: String) {
        self.session = session
        self.token = token
    }

    func user(id: Int) -> AnyPublisher<User, Error> {
        let url = API.baseURL.appendingPathComponent("users/\(id)")
        let request = API.get(url: url, authorization: token)
        return session.dataTaskPublisher(for: request)
            .map(\.data)
            .decode(type: User.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}
