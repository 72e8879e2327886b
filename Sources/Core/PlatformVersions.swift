/// Operating-system versions: those a package manifest's `platforms:` deploys to, and those
/// the `@available` attributes around some code guarantee it runs on.
package struct PlatformVersions: Hashable, Sendable {
    /// By platform as Swift spells it (`iOS`, `macOS`, `tvOS`, `watchOS`, `macCatalyst`,
    /// `visionOS`): the version's components (`[10, 15]`), or `unavailable` for a platform
    /// the code is not built for.
    package var versions: [String: [Int]] = [:]

    package init(versions: [String: [Int]] = [:]) {
        self.versions = versions
    }

    package static let unavailable = [Int.max]

    /// What a package whose manifest lists no `platforms:` deploys to (SwiftPM's oldest
    /// supported versions, whichever platform it is built for).
    package static let swiftPMDefaults = PlatformVersions(versions: ["iOS": [12], "macOS": [10, 13], "tvOS": [12], "watchOS": [4]])

    /// A platform of `required` that `self` (a package's platforms) lists below it, where
    /// `raised` (the code's `@available`) does not reach it either.
    package struct Shortfall: Equatable {
        package var platform: String
        package var deployed: [Int]
        package var needed: [Int]
    }

    /// The platforms `self` lists below `required` and `raised` leaves there, by name.
    package func shortfalls(of required: PlatformVersions, raisedBy raised: PlatformVersions) -> [Shortfall] {
        required.versions.keys.sorted().compactMap { platform in
            guard let needed = required.versions[platform], let deployed = versions[platform], Self.isBelow(deployed, needed)
            else { return nil }
            if let guaranteed = raised.versions[platform], !Self.isBelow(guaranteed, needed) { return nil }
            return Shortfall(platform: platform, deployed: deployed, needed: needed)
        }
    }

    /// Whether `a` is an earlier version than `b` (missing components are zeros).
    package static func isBelow(_ a: [Int], _ b: [Int]) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            if x != y { return x < y }
        }
        return false
    }

    /// `15`, `10.15`.
    package static func text(_ version: [Int]) -> String {
        version.map(String.init).joined(separator: ".")
    }

    /// The later of the two for each platform.
    package mutating func raise(_ platform: String, to version: [Int]) {
        if let known = versions[platform], !Self.isBelow(known, version) { return }
        versions[platform] = version
    }
}
