// Shim module `AzureCommunicationCommon` (the Azure Communication Services identifier and
// credential types the Azure Communication UI library names), for type-checking only: built
// as its own module by Scripts/realmodules.sh.
@_exported import Foundation

public enum IdentifierKind: Equatable {
    case communicationUser, phoneNumber, microsoftTeamsUser, unknown
}
public protocol CommunicationIdentifier {
    var rawId: String { get }
    var kind: IdentifierKind { get }
}
public class CommunicationUserIdentifier: CommunicationIdentifier {
    public let identifier: String
    public var rawId: String { identifier }
    public var kind: IdentifierKind { .communicationUser }
    public init(_ identifier: String) { self.identifier = identifier }
}
public class PhoneNumberIdentifier: CommunicationIdentifier {
    public let phoneNumber: String
    public var rawId: String { phoneNumber }
    public var kind: IdentifierKind { .phoneNumber }
    public init(phoneNumber: String, rawId: String? = nil) { self.phoneNumber = phoneNumber }
}
public class MicrosoftTeamsUserIdentifier: CommunicationIdentifier {
    public let userId: String
    public var rawId: String { userId }
    public var kind: IdentifierKind { .microsoftTeamsUser }
    public init(userId: String, isAnonymous: Bool = false) { self.userId = userId }
}
public class UnknownIdentifier: CommunicationIdentifier {
    public let identifier: String
    public var rawId: String { identifier }
    public var kind: IdentifierKind { .unknown }
    public init(_ identifier: String) { self.identifier = identifier }
}
public func createCommunicationIdentifier(fromRawId rawId: String) -> CommunicationIdentifier { UnknownIdentifier(rawId) }

public struct CommunicationAccessToken {
    public let token: String
    public let expiresOn: Date
}
public class CommunicationTokenCredential {
    public init(token: String) throws {}
    public func token(completionHandler: @escaping (CommunicationAccessToken?, Error?) -> Void) {}
}
