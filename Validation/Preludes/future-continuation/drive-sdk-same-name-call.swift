import Foundation

struct DriveFile: Sendable {
    let name: String
}

/// A stand-in for the Drive SDK's client (a module of its own in the app): its `list`
/// shares its base name with the service's.
final class DriveClient: @unchecked Sendable {
    func list(maxResults: Int, completion: @escaping (Result<[DriveFile], Error>) -> Void) {
        completion(.success(Array(repeating: DriveFile(name: "notes.txt"), count: min(maxResults, 2))))
    }
}
