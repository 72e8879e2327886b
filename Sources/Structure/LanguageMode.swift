/// The Swift language mode a package manifest (`Package.swift`) may build its targets in.
/// Swift 6 mode makes data races compile errors: code that compiles in Swift 5 mode (a
/// `Task { @MainActor [weak self] in … }` started from a class's nonisolated method, which
/// sends `self` to the main actor) may not compile in Swift 6 mode.
extension CodeView {
    /// Whether some target of the package whose manifest this is may build in Swift 6 mode:
    /// its `swift-tools-version` is 6 or later and the package's `swiftLanguageModes:` (or
    /// `swiftLanguageVersions:`) does not restrict it to `.v5` — or a target asks for `.v6`
    /// (`.swiftLanguageMode(.v6)`, `-swift-version 6`). A target of a Swift 6 package that
    /// asks for `.v5` alone is not told apart: the package counts as Swift 6.
    package func mayBuildInSwift6() -> Bool {
        let tools = ManifestCode(self).toolsVersion?.first ?? 0
        var packageModes: Set<String>?
        for p in 0..<count where kind(p) == .identifier && isAny(p, ["swiftLanguageModes", "swiftLanguageVersions"]) {
            guard kind(p + 1) == .colon, kind(p + 2) == .leftBracket, let close = partner(p + 2) else { continue }
            packageModes = Set(((p + 3)..<close).filter { kind($0) == .identifier }.map(text))
        }
        for p in 0..<count {
            // `.swiftLanguageMode(.v6)`, `.swiftLanguageVersion(.v6)`, `["-swift-version", "6"]`
            if isAny(p, ["swiftLanguageMode", "swiftLanguageVersion"]), kind(p + 1) == .leftParen, isWord(p + 3, "v6") {
                return true
            }
            // `"-swift-version"` `"` `,` `"` `6`
            if kind(p) == .stringSegment, text(p) == "-swift-version", kind(p + 4) == .stringSegment, text(p + 4).hasPrefix("6") {
                return true
            }
        }
        guard tools >= 6 else { return false }
        // `.v5` alone; `.version("…")` counts as possibly 6.
        if let packageModes, !packageModes.isEmpty, !packageModes.contains(where: { $0.hasPrefix("v6") || $0 == "version" }) {
            return false
        }
        return true
    }
}
