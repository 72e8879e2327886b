// Shim module `Network` (Apple's Network framework: the IP address types and the path monitor
// that non-UI code uses), for type-checking only: built as its own module by
// Scripts/realmodules.sh. Nothing is parsed or monitored.
import Foundation

public protocol IPAddress {
    init?(_ rawValue: Data, _ interface: NWInterface?)
    var rawValue: Data { get }
    var interface: NWInterface? { get }
    var isLoopback: Bool { get }
}
public struct IPv4Address: IPAddress, Hashable, CustomDebugStringConvertible {
    public static let any = IPv4Address(Data(count: 4))!
    public static let loopback = IPv4Address(Data([127, 0, 0, 1]))!
    public init?(_ string: String) { return nil }
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) { self.rawValue = rawValue; self.interface = interface }
    public let rawValue: Data
    public let interface: NWInterface?
    public var isLoopback: Bool { false }
    public var debugDescription: String { "" }
}
public struct IPv6Address: IPAddress, Hashable, CustomDebugStringConvertible {
    public static let any = IPv6Address(Data(count: 16))!
    public static let loopback = IPv6Address(Data(count: 16))!
    public init?(_ string: String) { return nil }
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) { self.rawValue = rawValue; self.interface = interface }
    public let rawValue: Data
    public let interface: NWInterface?
    public var isLoopback: Bool { false }
    public var debugDescription: String { "" }
}

public struct NWInterface: Hashable, Sendable {
    public enum InterfaceType: Hashable, Sendable { case other, wifi, cellular, wiredEthernet, loopback }
    public let name: String
    public let type: InterfaceType
    public let index: Int
}
public struct NWPath: Equatable, Sendable {
    public enum Status: Equatable, Sendable { case satisfied, unsatisfied, requiresConnection }
    public let status: Status
    public let availableInterfaces: [NWInterface]
    public let isExpensive: Bool
    public let isConstrained: Bool
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { false }
}
public final class NWPathMonitor: @unchecked Sendable {
    public init() {}
    public init(requiredInterfaceType: NWInterface.InterfaceType) {}
    public var pathUpdateHandler: ((NWPath) -> Void)?
    public var currentPath: NWPath { NWPath(status: .satisfied, availableInterfaces: [], isExpensive: false, isConstrained: false) }
    public var queue: DispatchQueue? { nil }
    public func start(queue: DispatchQueue) {}
    public func cancel() {}
}
