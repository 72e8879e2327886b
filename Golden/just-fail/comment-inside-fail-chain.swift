import Combine
import Foundation

enum ShareError: Error {
    case nothingToShare
}

protocol ShareService: Sendable {
    func share(_ text: String) async throws -> URL
}

final class ShareComposer {
    private let service: ShareService

    init(service: ShareService) {
        self.service = service
    }

    func share(_ text: String) -> AnyPublisher<URL, Error> {
        guard !text.isEmpty else {
            return Fail(error: ShareError.nothingToShare) // shown as an alert by the caller
                .eraseToAnyPublisher()
        }
        return Future { promise in
            Task {
                do {
                    promise(.success(try await self.service.share(text)))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
