// Shim module `CryptoKit` (the SHA256 and P256 signature API the NHS COVID-19 app's Common
// module uses, the SymmetricKey and AES-GCM API of its Domain storage), for type-checking only:
// built as its own module by Scripts/realmodules.sh. Nothing is hashed, verified or encrypted.
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

public struct SymmetricKeySize {
    public let bitCount: Int
    public init(bitCount: Int) { self.bitCount = bitCount }
    public static let bits128 = SymmetricKeySize(bitCount: 128)
    public static let bits192 = SymmetricKeySize(bitCount: 192)
    public static let bits256 = SymmetricKeySize(bitCount: 256)
}
public struct SymmetricKey: ContiguousBytes {
    let bytes: [UInt8]
    public init(size: SymmetricKeySize) { bytes = [UInt8](repeating: 0, count: size.bitCount / 8) }
    public init<D: ContiguousBytes>(data: D) { bytes = data.withUnsafeBytes { [UInt8]($0) } }
    public var bitCount: Int { bytes.count * 8 }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
}
public enum AES {
    public enum GCM {
        public struct Nonce: ContiguousBytes, Sequence {
            let bytes: [UInt8]
            public init() { bytes = [UInt8](repeating: 0, count: 12) }
            public init<D: DataProtocol>(data: D) throws { bytes = [UInt8](data) }
            public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
                try bytes.withUnsafeBytes(body)
            }
            public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
        }
        public struct SealedBox {
            public let nonce: Nonce
            public let ciphertext: Data
            public let tag: Data
            public var combined: Data? { nil }
            public init<D: DataProtocol>(combined: D) throws { nonce = Nonce(); ciphertext = Data(); tag = Data() }
            public init<C: DataProtocol, T: DataProtocol>(nonce: Nonce, ciphertext: C, tag: T) throws {
                self.nonce = nonce; self.ciphertext = Data(ciphertext); self.tag = Data(tag)
            }
        }
        public static func seal<Plaintext: DataProtocol>(_ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil) throws -> SealedBox {
            try SealedBox(combined: Data())
        }
        public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(_ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil, authenticating authenticatedData: AuthenticatedData) throws -> SealedBox {
            try SealedBox(combined: Data())
        }
        public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data { Data() }
        public static func open<AuthenticatedData: DataProtocol>(_ sealedBox: SealedBox, using key: SymmetricKey, authenticating authenticatedData: AuthenticatedData) throws -> Data { Data() }
    }
}
