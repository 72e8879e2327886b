import Combine
import Foundation

/// A repository already migrated to async/await: nothing from Combine is left.
final class ProfileRepository {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func profile(id: Int) async throws -> Data {
        let url = URL(string: "https://api.example.com/profiles/\(id)")!
        let (data, _) = try await session.data(from: url)
        return data
    }
}
