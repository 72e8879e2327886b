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

    func user(id: Int) async throws -> User {
        let url = API.baseURL.appendingPathComponent("users/\(id)")
        let request = API.get(url: url, authorization: token)
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode(User.self, from: data)
    }
}
