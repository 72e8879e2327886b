// Shim module `CoreDataStack` (Mastodon's): only the transient types the SDK's MastodonFeed,
// MastodonNotification and MastodonStatus name (`Feed.Kind`, `MastodonVisibility`,
// `MastodonFollowRequestState`; `Feed` a plain class, no Core Data); it imports the MastodonCommon
// shim as the real module does (name `@MastodonExtension @MastodonCommon` first). Type-checking
// only.
import Foundation
import MastodonCommon

public final class Feed {
    public enum Kind: String, CaseIterable, Hashable {
        case none
        case home
        case notificationAll
        case notificationMentions
    }
}

public enum MastodonVisibility: RawRepresentable {
    case `public`
    case unlisted
    case `private`
    case direct
    case _other(String)

    public init?(rawValue: String) {
        switch rawValue {
        case "public": self = .public
        case "unlisted": self = .unlisted
        case "private": self = .private
        case "direct": self = .direct
        default: self = ._other(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .public: return "public"
        case .unlisted: return "unlisted"
        case .private: return "private"
        case .direct: return "direct"
        case ._other(let value): return value
        }
    }
}

public final class MastodonFollowRequestState: NSObject, Codable {
    public enum State: String, Codable {
        case none, isAccepting, isAccept, isRejecting, isReject
    }
    public let state: State
    public init(state: State) { self.state = state }
}
