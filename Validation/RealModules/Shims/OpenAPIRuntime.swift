// Shim module `OpenAPIRuntime` (the part of apple/swift-openapi-runtime that MacPaw/OpenAI's
// generated schemas use), for type-checking only: built as its own module by
// Scripts/realmodules.sh. The helpers decode and encode nothing.
import Foundation

public struct OpenAPIValueContainer: Codable, Hashable, Sendable {
    public init() {}
}
public struct OpenAPIObjectContainer: Codable, Hashable, Sendable {
    public init() {}
}
public final class HTTPBody: Hashable, Sendable {
    public static func == (a: HTTPBody, b: HTTPBody) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
public struct MultipartPart<Payload: Sendable & Hashable>: Sendable, Hashable {
    public var payload: Payload
    public var filename: String?
    public init(payload: Payload, filename: String? = nil) { self.payload = payload; self.filename = filename }
}
public final class CopyOnWriteBox<Wrapped: Sendable>: @unchecked Sendable {
    public var value: Wrapped
    public init(value: Wrapped) { self.value = value }
}
extension CopyOnWriteBox: Encodable where Wrapped: Encodable {
    public func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
extension CopyOnWriteBox: Decodable where Wrapped: Decodable {
    public convenience init(from decoder: any Decoder) throws { self.init(value: try Wrapped(from: decoder)) }
}
extension CopyOnWriteBox: Equatable where Wrapped: Equatable {
    public static func == (a: CopyOnWriteBox, b: CopyOnWriteBox) -> Bool { a.value == b.value }
}
extension CopyOnWriteBox: Hashable where Wrapped: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Decoder {
    public func decodeFromSingleValueContainer<T: Decodable>() throws -> T { try singleValueContainer().decode(T.self) }
    public func ensureNoAdditionalProperties(knownKeys: Set<String>) throws {}
    public func decodeAdditionalProperties(knownKeys: Set<String>) throws -> OpenAPIObjectContainer { .init() }
    public func decodeAdditionalProperties<T: Decodable>(knownKeys: Set<String>) throws -> [String: T] { [:] }
}
extension Encoder {
    public func encodeToSingleValueContainer<T: Encodable>(_ value: T) throws {}
    public func encodeAdditionalProperties(_ properties: OpenAPIObjectContainer) throws {}
    public func encodeAdditionalProperties<T: Encodable>(_ properties: [String: T]) throws {}
    public func encodeFirstNonNilValueToSingleValueContainer(_ values: [(any Encodable)?]) throws {}
}
extension DecodingError {
    public static func verifyAtLeastOneSchemaIsNotNil(_ values: [Any?], type: Any.Type, codingPath: [any CodingKey], errors: [any Error]) throws {}
    public static func failedToDecodeOneOfSchema(type: Any.Type, codingPath: [any CodingKey], errors: [any Error]) -> Self {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(type)"))
    }
    public static func unknownOneOfDiscriminator(discriminatorKey: any CodingKey, discriminatorValue: String, codingPath: [any CodingKey]) -> Self {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: discriminatorValue))
    }
}
