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
    func profile(userID: String) async throws -> UserProfile {
        let reference = DocumentReference(path: "users/\(userID)")
        return try await withCheckedThrowingContinuation { continuation in
            reference.getDocument { snapshot, error in
                if let error = error {
                    continuation.resume(throwing: error)
                    return
                }
                guard let snapshot = snapshot else {
                    continuation.resume(throwing: ProfileError.missingDocument)
                    return
                }
                guard let name = snapshot.data["name"] as? String else {
                    continuation.resume(throwing: ProfileError.malformed)
                    return
                }
                continuation.resume(returning: UserProfile(name: name))
            }
        }
    }
}
