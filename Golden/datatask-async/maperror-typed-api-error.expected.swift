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

    func profile(handle: String) async throws(APIError) -> Profile {
        guard let url = URL(string: "https://social.example/api/profiles/\(handle)") else {
            throw APIError.invalidURL
        }
        do {
            let (data, _) = try await session.data(from: url)
            return try decoder.decode(Profile.self, from: data)
        } catch {
            throw APIError.transport(error)
        }
    }
}
