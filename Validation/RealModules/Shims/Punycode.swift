// Shim module `Punycode` (the PunycodeSwift package's String API), for type-checking only:
// built as its own module by Scripts/realmodules.sh. Nothing is encoded.
import Foundation

public extension String {
    var idnaEncoded: String? { self }
    var idnaDecoded: String? { self }
    var punycodeEncoded: String? { self }
    var punycodeDecoded: String? { self }
}
public extension Substring {
    var idnaEncoded: String? { String(self) }
    var idnaDecoded: String? { String(self) }
}
