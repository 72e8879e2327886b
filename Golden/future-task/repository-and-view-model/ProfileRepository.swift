import Combine
import Foundation

struct Profile: Sendable {
    let id: String
    let name: String
}

protocol ProfileAPI: Sendable {
    func profile(id: String) async throws -> Profile
}

final class ProfileRepository {
    private let api: ProfileAPI

    init(api: ProfileAPI) {
        self.api = api
    }

    func loadProfile(id: String) -> AnyPublisher<Profile, Error> {
        Future { promise in
            Task {
                do {
                    let profile = try await self.api.profile(id: id)
                    promise(.success(profile))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
