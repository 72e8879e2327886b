// Shim module `Logging` (the API surface of apple/swift-log that SpotifyAPI and the NHS
// COVID-19 app's Common use), for type-checking only: built as its own module by
// Scripts/realmodules.sh. Nothing is logged.
public protocol LogHandler {
    var logLevel: Logger.Level { get set }
    var metadata: Logger.Metadata { get set }
    subscript(metadataKey _: String) -> Logger.Metadata.Value? { get set }
    func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?,
             source: String, file: String, function: String, line: UInt)
}

public enum LoggingSystem {
    public static func bootstrap(_ factory: @escaping (String) -> LogHandler) {}
}

public struct Logger {
    public let label: String
    public var logLevel: Level = .info
    public init(label: String) { self.label = label }
    public init(label: String, factory: (String) -> LogHandler) { self.label = label }

    public enum Level: String, Comparable, CaseIterable {
        case trace, debug, info, notice, warning, error, critical
        public static func < (a: Level, b: Level) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }
    public typealias Metadata = [String: MetadataValue]
    public enum MetadataValue { case string(String), stringConvertible(CustomStringConvertible) }
    public struct Message: ExpressibleByStringInterpolation, CustomStringConvertible {
        public var description: String
        public init(stringLiteral value: String) { description = value }
    }

    public func log(level: Level, _ message: @autoclosure () -> Message,
                    metadata: @autoclosure () -> Metadata? = nil, source: @autoclosure () -> String? = nil,
                    file: String = #file, function: String = #function, line: UInt = #line) {}
    public func trace(_ m: @autoclosure () -> Message, metadata: @autoclosure () -> Metadata? = nil, file: String = #file, function: String = #function, line: UInt = #line) {}
    public func debug(_ m: @autoclosure () -> Message, metadata: @autoclosure () -> Metadata? = nil, file: String = #file, function: String = #function, line: UInt = #line) {}
    public func info(_ m: @autoclosure () -> Message, metadata: @autoclosure () -> Metadata? = nil, file: String = #file, function: String = #function, line: UInt = #line) {}
    public func notice(_ m: @autoclosure () -> Message, metadata: @autoclosure () -> Metadata? = nil, file: String = #file, function: String = #function, line: UInt = #line) {}
    public func warning(_ m: @autoclosure () -> Message, metadata: @autoclosure () -> Metadata? = nil, file: String = #file, function: String = #function, line: UInt = #line) {}
    public func error(_ m: @autoclosure () -> Message, metadata: @autoclosure () -> Metadata? = nil, file: String = #file, function: String = #function, line: UInt = #line) {}
    public func critical(_ m: @autoclosure () -> Message, metadata: @autoclosure () -> Metadata? = nil, file: String = #file, function: String = #function, line: UInt = #line) {}
}
