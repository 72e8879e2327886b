import Combine
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
    func thumbnail(for url: URL) -> AnyPublisher<Data, Error> {
        Deferred {
            Future { promise in
                self.decoder.decodeImage(at: url, maxPixelSize: 256) { result in
                    promise(result)
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
