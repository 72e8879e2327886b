// Shim module `FirebaseFirestore` (a document's read and writes with completion callbacks, as
// an app's data manager calls them), for type-checking only: built as its own module by
// Scripts/realmodules.sh. Nothing is stored; no callback is called.
import Foundation

public final class Firestore: @unchecked Sendable {
    public static func firestore() -> Firestore { Firestore() }
    public func collection(_ collectionPath: String) -> CollectionReference { CollectionReference() }
}

public final class CollectionReference: @unchecked Sendable {
    public func document(_ documentPath: String) -> DocumentReference { DocumentReference() }
}

public final class DocumentReference: @unchecked Sendable {
    public func getDocument(completion: @escaping (DocumentSnapshot?, Error?) -> Void) {}
    public func updateData(_ fields: [AnyHashable: Any], completion: ((Error?) -> Void)? = nil) {}
    public func setData(_ documentData: [String: Any], merge: Bool, completion: ((Error?) -> Void)? = nil) {}
}

public final class DocumentSnapshot: @unchecked Sendable {
    public func data() -> [String: Any]? { nil }
}
