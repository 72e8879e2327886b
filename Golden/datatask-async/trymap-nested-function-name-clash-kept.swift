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
        let statusCode = "https://api.github.com/users/\(owner)/repos"
        let url = URL(string: statusCode)!
        return session.dataTaskPublisher(for: url)
            .tryMap { data, response in
                // A function of the closure's own whose name the enclosing function already
                // uses: inlined, the two would clash, so the function is left as it is.
                func statusCode(of response: URLResponse) -> Int {
                    guard let http = response as? HTTPURLResponse else { return 0 }
                    return http.statusCode
                }
                guard (200..<300).contains(statusCode(of: response)) else {
                    throw GitHubError.badStatus(statusCode(of: response))
                }
                return data
            }
            .decode(type: [Repo].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}
