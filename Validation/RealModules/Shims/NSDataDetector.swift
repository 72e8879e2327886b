// Shim (compiled into the module): `NSDataDetector`, which swift-corelibs-foundation lacks (only
// what Mastodon's SDK link check calls: `init(types:)`, `firstMatch`). Type-checking only; it finds
// nothing.
import Foundation

final class NSDataDetector {
    init(types: UInt64) throws {}
    func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? { nil }
}
