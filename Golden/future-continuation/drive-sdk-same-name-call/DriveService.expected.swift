import Combine
import Foundation

/// The app's Combine face over the Drive SDK, whose methods take completion handlers.
final class DriveService {
    private let client: DriveClient

    init(client: DriveClient) {
        self.client = client
    }

    /// The most recent files, at most `maxResults`.
    func list(maxResults: Int) async throws -> [DriveFile] {
        try await withCheckedThrowingContinuation { continuation in
            self.client.list(maxResults: maxResults) { result in
                continuation.resume(with: result)
            }
        }
    }

    /// The Combine bridge to `list(maxResults:)`, for callers not migrated yet.
    func listPublisher(maxResults: Int) -> AnyPublisher<[DriveFile], Error> {
        Deferred {
            Future { promise in
                Task {
                    do {
                        promise(.success(try await self.list(maxResults: maxResults)))
                    } catch {
                        promise(.failure(error))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
