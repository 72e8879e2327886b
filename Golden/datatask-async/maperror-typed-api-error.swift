import Combine
import Foundation

struct Profile: Decodable {
    let handle: String
    let bio: String
}

enum APIError: Error {
    case invalidURL
    case transport(Error)
}

final class ProfileService {
    private let session: URLSession
    private let decoder: JSONDecoder

    init(session: URLSession, decoder: JSONDecoder) {
        self.session = session
        self.decoder = decoder
    }

    func profile(handle: String) -> AnyPublisher<Profile, APIError> {
        guard let url = URL(string: "https://social.example/api/profiles/\(handle)") else {
            return Fail(error: APIError.invalidURL).eraseToAnyPublisher()
        }
        return session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Profile.self, decoder: decoder)
            .mapError { APIError.transport($0) }
            .eraseToAnyPublisher()
    }
}
