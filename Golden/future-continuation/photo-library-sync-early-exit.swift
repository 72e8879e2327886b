import Combine
import Foundation

enum PhotoAccess {
    case authorized, limited, denied
}

/// Like `PHPhotoLibrary`: the status may be known at once, or asked for with a callback.
final class PhotoLibraryClient {
    var currentStatus: PhotoAccess?

    func requestAccess(handler: @escaping (PhotoAccess) -> Void) {
        handler(.limited)
    }
}

final class PhotoPermission {
    private let library = PhotoLibraryClient()

    func access() -> AnyPublisher<PhotoAccess, Error> {
        Future { (promise) in
            if let status = self.library.currentStatus {
                // Already decided: no prompt.
                promise(.success(status))
                return
            }
            self.library.requestAccess { status in
                DispatchQueue.main.async { promise(.success(status)) }
            }
        }.eraseToAnyPublisher()
    }
}
