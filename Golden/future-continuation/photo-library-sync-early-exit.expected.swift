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

    func access() async -> PhotoAccess {
        await withCheckedContinuation { (continuation) in
            if let status = self.library.currentStatus {
                // Already decided: no prompt.
                continuation.resume(returning: status)
                return
            }
            self.library.requestAccess { status in
                DispatchQueue.main.async { continuation.resume(returning: status) }
            }
        }
    }
}
