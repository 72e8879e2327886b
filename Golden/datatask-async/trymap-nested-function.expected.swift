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

    func repositories(of owner: String) async throws -> [Repo] {
        let url = URL(string: "https://api.github.com/users/\(owner)/repos")!
        let (data, response) = try await session.data(from: url)
        // A function of the closure's own: its `return`s are not the closure's.
        func statusCode(of response: URLResponse) -> Int {
            guard let http = response as? HTTPURLResponse else { return 0 }
            return http.statusCode
        }
        guard (200..<300).contains(statusCode(of: response)) else {
            throw GitHubError.badStatus(statusCode(of: response))
        }
        return try JSONDecoder().decode([Repo].self, from: data)
    }
}
