import Combine
import Foundation

struct Repo: Decodable {
    let name: String
    let stars: Int
}

enum GitHubError: Error {
    case badStatus(Int)
}

final class GitHubClient {
    private let session = URLSession(configuration: .default)

    func repositories(of owner: String) -> AnyPublisher<[Repo], Error> {
        let url = URL(string: "https://api.github.com/users/\(owner)/repos")!
        return session.dataTaskPublisher(for: url)
            .tryMap { data, response in
                guard let http = response as? HTTPURLResponse else {
                    throw URLError(.badServerResponse)
                }
                guard (200..<300).contains(http.statusCode) else {
                    throw GitHubError.badStatus(http.statusCode)
                }
                return data
            }
            .decode(type: [Repo].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}
