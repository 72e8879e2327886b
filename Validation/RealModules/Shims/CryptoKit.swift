// Shim module `CryptoKit` (the SHA256 and P256 signature API the NHS COVID-19 app's Common
// module uses, the SymmetricKey and AES-GCM API of its Domain storage, the Curve25519,
// ChaChaPoly and key-agreement API of WalletConnect's KMS), for type-checking only: built as
// its own module by Scripts/realmodules.sh. Nothing is hashed, signed, verified or encrypted.
// The Curve25519 key types are not Equatable: WalletConnect adds that conformance itself.
import Foundation

public protocol Digest: Sequence, ContiguousBytes, Hashable, CustomStringConvertible where Element == UInt8 {}
extension Digest {
    public func makeIterator() -> Array<UInt8>.Iterator { withUnsafeBytes { Array($0).makeIterator() } }
    public var description: String { "" }
}
public protocol HashFunction {
    associatedtype Digest: CryptoKit.Digest
    init()
    mutating func update(data: Data)
    func finalize() -> Digest
}
public struct SHA256Digest: Digest {
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try [UInt8]().withUnsafeBytes(body)
    }
}
public struct SHA256: HashFunction {
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
public struct SymmetricKey: ContiguousBytes, Equatable {
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

public struct SharedSecret: ContiguousBytes {
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try [UInt8]().withUnsafeBytes(body)
    }
    public func hkdfDerivedSymmetricKey<H: HashFunction, Salt: DataProtocol, Info: DataProtocol>(
        using hashFunction: H.Type, salt: Salt, sharedInfo: Info, outputByteCount: Int
    ) -> SymmetricKey {
        SymmetricKey(size: SymmetricKeySize(bitCount: outputByteCount * 8))
    }
}
public enum Curve25519 {
    public enum KeyAgreement {
        public struct PublicKey {
            public init<D: ContiguousBytes>(rawRepresentation data: D) throws {}
            public var rawRepresentation: Data { Data() }
        }
        public struct PrivateKey {
            public init() {}
            public init<D: ContiguousBytes>(rawRepresentation data: D) throws {}
            public var rawRepresentation: Data { Data() }
            public var publicKey: PublicKey { try! PublicKey(rawRepresentation: Data()) }
            public func sharedSecretFromKeyAgreement(with publicKeyShare: PublicKey) throws -> SharedSecret { SharedSecret() }
        }
    }
    public enum Signing {
        public struct PublicKey {
            public init<D: ContiguousBytes>(rawRepresentation data: D) throws {}
            public var rawRepresentation: Data { Data() }
            public func isValidSignature<S: DataProtocol, D: DataProtocol>(_ signature: S, for data: D) -> Bool { false }
        }
        public struct PrivateKey {
            public init() {}
            public init<D: ContiguousBytes>(rawRepresentation data: D) throws {}
            public var rawRepresentation: Data { Data() }
            public var publicKey: PublicKey { try! PublicKey(rawRepresentation: Data()) }
            public func signature<D: DataProtocol>(for data: D) throws -> Data { Data() }
        }
    }
}
public enum ChaChaPoly {
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
        public var combined: Data { Data() }
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
