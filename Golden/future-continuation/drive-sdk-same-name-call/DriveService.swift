import Combine
import Foundation

/// The app's Combine face over the Drive SDK, whose methods take completion handlers.
final class DriveService {
    private let client: DriveClient

    init(client: DriveClient) {
        self.client = client
    }

    /// The most recent files, at most `maxResults`.
    func list(maxResults: Int) -> AnyPublisher<[DriveFile], Error> {
        Future { promise in
            self.client.list(maxResults: maxResults) { result in
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }
}
