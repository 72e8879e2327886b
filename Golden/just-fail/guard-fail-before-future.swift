import Combine
import Foundation

enum UploadError: Error {
    case emptyFile
}

protocol UploadBackend: Sendable {
    func upload(_ data: Data) async throws -> URL
}

final class Uploader {
    private let backend: UploadBackend

    init(backend: UploadBackend) {
        self.backend = backend
    }

    func upload(_ data: Data) -> AnyPublisher<URL, Error> {
        guard !data.isEmpty else {
            return Fail(error: UploadError.emptyFile).eraseToAnyPublisher()
        }
        return Future { promise in
            Task {
                do {
                    let url = try await self.backend.upload(data)
                    promise(.success(url))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
