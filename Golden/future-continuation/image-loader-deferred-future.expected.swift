import Foundation

/// Decodes images on its own queue and calls back with a `Result`.
final class ImageDecoder {
    func decodeImage(at url: URL, maxPixelSize: Int, completion: @escaping @Sendable (Result<Data, Error>) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            completion(Result { try Data(contentsOf: url) })
        }
    }
}

final class ThumbnailLoader {
    private let decoder = ImageDecoder()

    /// Deferred so that nothing is decoded until someone subscribes.
    func thumbnail(for url: URL) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            self.decoder.decodeImage(at: url, maxPixelSize: 256) { result in
                continuation.resume(with: result)
            }
        }
    }
}
