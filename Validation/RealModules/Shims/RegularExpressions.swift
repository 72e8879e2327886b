// Shim module `RegularExpressions` (Peter-Schorn/RegularExpressions' `regexMatch(_:)`, as
// SpotifyAPI uses it, and `regexSplit`), for type-checking only: built as its own module by
// Scripts/realmodules.sh. Never matches, never splits.
public struct RegexGroup { public let match: String }
public struct RegexMatch { public let fullMatch: String; public let groups: [RegexGroup?] }

extension StringProtocol {
    public func regexMatch(_ pattern: String) throws -> RegexMatch? { nil }
    public func regexSplit(_ pattern: String, ignoreIfEmpty: Bool = false) throws -> [String] { [String(self)] }
}
