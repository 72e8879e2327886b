import Combine
import Foundation

enum AvatarError: Error {
    case missing
}

/// Reads avatars from a cache with a callback API.
final class AvatarCache: @unchecked Sendable {
    private var images: [String: Data] = [:]

    func image(forKey key: String, completion: @escaping (Data?) -> Void) {
        completion(images[key])
    }
}

final class AvatarStore {
    private let cache = AvatarCache()

    func avatar(for userID: String) -> AnyPublisher<Data, Error> {
        Future { promise in
            self.cache.image(forKey: userID) { data in
                if let data {
                    promise(.success(data))
                } else {
                    promise(.failure(AvatarError.missing))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

final class TeamAvatars {
    private let stores: [AvatarStore]

    init(stores: [AvatarStore]) {
        self.stores = stores
    }

    /// `store` is an `AvatarStore` here, but the run cannot tell the type of a closure's
    /// parameter: `avatar(for:)` keeps its publisher form.
    func avatars(for userID: String) -> AnyPublisher<[Data], Error> {
        stores.publisher
            .setFailureType(to: Error.self)
            .flatMap { store in store.avatar(for: userID) }
            .collect()
            .eraseToAnyPublisher()
    }
}
