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
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        guard (200..<300).contains(http.statusCode) else {
            throw GitHubError.badStatus(http.statusCode)
        }
        return try JSONDecoder().decode([Repo].self, from: data)
    }
}
