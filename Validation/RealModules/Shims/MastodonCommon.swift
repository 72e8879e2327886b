// Shim module `MastodonCommon` (Mastodon's): only `UserDefaults.shared` and the
// `preferredStaticAvatar` preference the SDK's Account reads; it imports the MastodonExtension shim
// as the real module does (name `@MastodonExtension` first). Type-checking only.
import Foundation
import MastodonExtension

extension UserDefaults {
    nonisolated(unsafe) public static let shared = UserDefaults.standard
    public var preferredStaticAvatar: Bool { bool(forKey: "preferredStaticAvatar") }
}
