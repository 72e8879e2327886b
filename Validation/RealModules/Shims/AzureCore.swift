// Shim module `AzureCore` (the Azure SDK for iOS core: its ISO 8601 date, error and
// request-string types, as the Azure Communication UI library names them), for type-checking
// only: built as its own module by Scripts/realmodules.sh.
@_exported import Foundation

public struct Iso8601Date: Codable, Comparable, Hashable, CustomStringConvertible {
    public let value: Date
    public init() { value = Date() }
    public init(_ date: Date) { value = date }
    public init?(_ date: Date?) { guard let date else { return nil }; value = date }
    public init?(string: String?) { return nil }
    public var requestString: String { "" }
    public var description: String { "" }
    public static func < (lhs: Iso8601Date, rhs: Iso8601Date) -> Bool { lhs.value < rhs.value }
}

public struct AzureError: Error {
    public let message: String
    public let innerError: Error?
    public static func client(_ message: String, _ innerError: Error? = nil) -> AzureError { AzureError(message: message, innerError: innerError) }
    public static func service(_ message: String, _ innerError: Error? = nil) -> AzureError { AzureError(message: message, innerError: innerError) }
}

public protocol RequestStringConvertible {
    var requestString: String { get }
}
