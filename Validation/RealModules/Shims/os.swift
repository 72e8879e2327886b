// Shim module `os` (Apple's unified logging: `Logger`, `OSLog`, `os_log`), for type-checking
// only: built as its own module over the Clang module map in Shims/os/ (so that both `import os`
// and `import os.log` work). Nothing is logged.
@_exported import Foundation

public enum OSLogPrivacy: Sendable {
    case auto, `public`, `private`, sensitive
    public static func `private`(mask: OSLogPrivacyMask) -> OSLogPrivacy { .private }
    public static func auto(mask: OSLogPrivacyMask) -> OSLogPrivacy { .auto }
    public static func sensitive(mask: OSLogPrivacyMask) -> OSLogPrivacy { .sensitive }
}
public enum OSLogPrivacyMask: Sendable { case hash, none }

public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
        text += "\(value())"
    }
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto) {
        text += "\(value())"
    }
}
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { .none }
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { .none }
}
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let text: String
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
    public init(stringLiteral value: String) { text = value }
}

public struct OSLogType: Equatable, Sendable {
    let raw: UInt8
    public static let `default` = OSLogType(raw: 0)
    public static let info = OSLogType(raw: 1)
    public static let debug = OSLogType(raw: 2)
    public static let error = OSLogType(raw: 16)
    public static let fault = OSLogType(raw: 17)
}

public final class OSLog: @unchecked Sendable {
    public static let `default` = OSLog()
    public static let disabled = OSLog()
    public init(subsystem: String, category: String) {}
    private init() {}
}

public struct Logger: @unchecked Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}
    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {}
public func os_log(_ message: OSLogMessage) {}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
