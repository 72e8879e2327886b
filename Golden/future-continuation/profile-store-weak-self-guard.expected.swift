import Foundation

struct Avatar {
    let pixels: [UInt8]
}

final class AvatarAPI {
    func fetchAvatar(userID: String, completion: @escaping (Result<Avatar, Error>) -> Void) {
        completion(.success(Avatar(pixels: [])))
    }
}

final class AvatarStore {
    private let api = AvatarAPI()
    private var cache: [String: Avatar] = [:]

    func avatar(userID: String) async throws -> Avatar {
        try await withCheckedThrowingContinuation { continuation in
            self.api.fetchAvatar(userID: userID) { result in
                if case .success(let avatar) = result {
                    self.cache[userID] = avatar
                }
                continuation.resume(with: result)
            }
        }
    }
}
