// Shim module `AzureCommunicationCalling` (the Azure Communication Services calling SDK, a
// binary framework for Apple platforms): the enums and event types the Azure Communication UI
// library's calling Redux state converts from, with the members it reads. For type-checking
// only: built as its own module by Scripts/realmodules.sh. Nothing calls.
@_exported import AzureCommunicationCommon
@_exported import Foundation

// The SDK's enums are Objective-C enums (NS_ENUM): Int raw values, `default:` in switches.
public enum CaptionsResultType: Int { case final, partial }
public enum CaptionsType: Int { case teamsCaptions, communicationCaptions }
public enum RealTimeTextResultType: Int { case final, partial }
public enum CallParticipantRole: Int { case uninitialized, attendee, consumer, presenter, organizer, coOrganizer }
public enum CapabilitiesChangedReason: Int { case roleChanged, userPolicyChanged, meetingDetailsChanged }
public enum CapabilityResolutionReason: Int {
    case capable, callTypeRestricted, userPolicyRestricted, roleRestricted, meetingRestricted
    case featureNotSupported, notInitialized, notCapable
}
public enum ParticipantCapabilityType: Int {
    case turnVideoOn, unmuteMicrophone, shareScreen, removeParticipant, hangUpForEveryone
    case addTeamsUser, addCommunicationUser, addPhoneNumber, manageLobby, spotlightParticipant
    case removeParticipantSpotlight, blurBackground, customBackground, startLiveCaptions, raiseHand
}
public enum CallingCommunicationErrors: Int {
    case none = 0
    case lobbyDisabledByConfigurations, lobbyConversationTypeNotSupported, lobbyMeetingRoleNotAllowed
    case removeParticipantOperationFailure
}

public class CallerInfo {
    public var identifier: CommunicationIdentifier { UnknownIdentifier("") }
    public var displayName: String { "" }
}
public class TeamsCaptionsReceivedEventArgs {
    public var resultType: CaptionsResultType { .final }
    public var speaker: CallerInfo { CallerInfo() }
    public var spokenLanguage: String { "" }
    public var spokenText: String { "" }
    public var timestamp: Date { Date() }
    public var captionLanguage: String { "" }
    public var captionText: String { "" }
}
public class CommunicationCaptionsReceivedEventArgs {
    public var resultType: CaptionsResultType { .final }
    public var speaker: CallerInfo { CallerInfo() }
    public var spokenLanguage: String { "" }
    public var spokenText: String { "" }
    public var timestamp: Date { Date() }
}
public class RealTimeTextInfo {
    public var resultType: RealTimeTextResultType { .final }
    public var sender: CallerInfo { CallerInfo() }
    public var sequenceId: Int32 { 0 }
    public var text: String { "" }
    public var receivedTime: Date { Date() }
    public var updatedTime: Date { Date() }
    public var isLocal: Bool { false }
}
public class ParticipantCapability {
    public var type: ParticipantCapabilityType { .turnVideoOn }
    public var isAllowed: Bool { false }
    public var reason: CapabilityResolutionReason { .notInitialized }
}
public class CapabilitiesChangedEventArgs {
    public var changedCapabilities: [ParticipantCapability] { [] }
    public var reason: CapabilitiesChangedReason { .roleChanged }
}
