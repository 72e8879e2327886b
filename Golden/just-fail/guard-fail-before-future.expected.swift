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

    func upload(_ data: Data) async throws -> URL {
        guard !data.isEmpty else {
            throw UploadError.emptyFile
        }
        let url = try await self.backend.upload(data)
        return url
    }
}
