import Combine
import Foundation

struct DocumentSnapshot {
    let data: [String: Any]
}

/// Firebase-style API: the callback gets an optional value and an optional error.
final class DocumentReference {
    let path: String

    init(path: String) {
        self.path = path
    }

    func getDocument(completion: @escaping (DocumentSnapshot?, Error?) -> Void) {
        completion(DocumentSnapshot(data: ["name": "Ada"]), nil)
    }
}

struct UserProfile {
    let name: String
}

enum ProfileError: Error {
    case missingDocument
    case malformed
}

final class ProfileRepository {
    func profile(userID: String) -> AnyPublisher<UserProfile, Error> {
        let reference = DocumentReference(path: "users/\(userID)")
        return Future<UserProfile, Error> { promise in
            reference.getDocument { snapshot, error in
                if let error = error {
                    promise(.failure(error))
                    return
                }
                guard let snapshot = snapshot else {
                    promise(.failure(ProfileError.missingDocument))
                    return
                }
                guard let name = snapshot.data["name"] as? String else {
                    promise(.failure(ProfileError.malformed))
                    return
                }
                promise(.success(UserProfile(name: name)))
            }
        }
        .eraseToAnyPublisher()
    }
}
