import Combine
import Foundation

struct Token: Decodable {
    let value: String
}

struct Account: Decodable {
    let email: String
}

final class AccountService {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func account() -> AnyPublisher<Account, Error> {
        let tokenURL = baseURL.appendingPathComponent("token")
        let accountURL = baseURL.appendingPathComponent("account")
        return session.dataTaskPublisher(for: tokenURL)
            .map(\.data)
            .decode(type: Token.self, decoder: JSONDecoder())
            .flatMap { token -> AnyPublisher<Account, Error> in
                var request = URLRequest(url: accountURL)
                request.setValue(token.value, forHTTPHeaderField: "Authorization")
                return self.session.dataTaskPublisher(for: request)
                    .map(\.data)
                    .decode(type: Account.self, decoder: JSONDecoder())
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }
}
