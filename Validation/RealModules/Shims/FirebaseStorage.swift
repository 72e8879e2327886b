// Shim module `FirebaseStorage` (a file's upload, download and URL with completion callbacks,
// as an app's storage manager calls them), for type-checking only: built as its own module by
// Scripts/realmodules.sh. Nothing is transferred; no callback is called.
import Foundation

public final class StorageMetadata: @unchecked Sendable {}
public final class StorageUploadTask: @unchecked Sendable {}
public final class StorageDownloadTask: @unchecked Sendable {}

public final class Storage: @unchecked Sendable {
    public static func storage() -> Storage { Storage() }
    public func reference() -> StorageReference { StorageReference() }
}

public final class StorageReference: @unchecked Sendable {
    public func child(_ path: String) -> StorageReference { StorageReference() }
    @discardableResult
    public func putData(_ uploadData: Data, metadata: StorageMetadata? = nil,
                        completion: ((StorageMetadata?, Error?) -> Void)? = nil) -> StorageUploadTask {
        StorageUploadTask()
    }
    public func downloadURL(completion: @escaping (URL?, Error?) -> Void) {}
    @discardableResult
    public func getData(maxSize: Int64, completion: @escaping (Data?, Error?) -> Void) -> StorageDownloadTask {
        StorageDownloadTask()
    }
}
