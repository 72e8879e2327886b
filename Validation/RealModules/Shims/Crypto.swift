// Shim module `Crypto` (swift-crypto's `SHA256.hash(data:)`, as SpotifyAPI uses it), for
// type-checking only: built as its own module by Scripts/realmodules.sh. Not a real hash.
import Foundation

public enum SHA256 {
    public static func hash(data: Data) -> [UInt8] { Array(data.prefix(32)) }
}
