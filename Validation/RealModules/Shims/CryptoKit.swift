// Shim module `CryptoKit` (the SHA256 and P256 signature API the NHS COVID-19 app's Common
// module uses), for type-checking only: built as its own module by Scripts/realmodules.sh.
// Nothing is hashed or verified.
import Foundation

public struct SHA256Digest: Sequence {
    public func makeIterator() -> IndexingIterator<[UInt8]> { [UInt8]().makeIterator() }
}
public struct SHA256 {
    public init() {}
    public mutating func update(data: Data) {}
    public func finalize() -> SHA256Digest { SHA256Digest() }
    public static func hash(data: Data) -> SHA256Digest { SHA256Digest() }
}
public enum P256 {
    public enum Signing {
        public struct ECDSASignature {
            public init(derRepresentation: Data) throws {}
            public init(rawRepresentation: Data) throws {}
        }
        public struct PublicKey {
            public init(rawRepresentation: Data) throws {}
            public init(pemRepresentation: String) throws {}
            public func isValidSignature(_ signature: ECDSASignature, for digest: SHA256Digest) -> Bool { false }
            public func isValidSignature(_ signature: ECDSASignature, for data: Data) -> Bool { false }
        }
    }
}
