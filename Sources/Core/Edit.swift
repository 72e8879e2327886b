import Tokenizer

/// A replacement of a byte range of a file: the unit every rule produces.
package struct Edit: Sendable, Equatable {
    package var range: Range<ByteOffset>
    package var replacement: [UInt8]
    package var ruleID: String
    /// The support file's helpers the replacement calls (see `SupportHelpers`).
    package var helpers: SupportHelpers

    package init(range: Range<ByteOffset>, replacement: [UInt8], rule ruleID: String, helpers: SupportHelpers = []) {
        self.range = range
        self.replacement = replacement
        self.ruleID = ruleID
        self.helpers = helpers
    }

    package init(range: Range<ByteOffset>, replacement: String, rule ruleID: String, helpers: SupportHelpers = []) {
        self.init(range: range, replacement: Array(replacement.utf8), rule: ruleID, helpers: helpers)
    }

    /// Keeps a deterministic, non-overlapping subset of `edits`: outermost first (an edit
    /// that contains another wins), then leftmost. Edits that touch but do not overlap
    /// both stay; two insertions at the same offset keep the first.
    package static func nonOverlapping(_ edits: [Edit]) -> [Edit] {
        let ordered = edits.sorted {
            if $0.range.lowerBound != $1.range.lowerBound { return $0.range.lowerBound < $1.range.lowerBound }
            if $0.range.upperBound != $1.range.upperBound { return $0.range.upperBound > $1.range.upperBound }
            return $0.ruleID < $1.ruleID
        }
        var kept: [Edit] = []
        var reached = ByteOffset.start
        for edit in ordered {
            let overlaps = edit.range.lowerBound < reached
                || (edit.range.isEmpty && kept.last.map { $0.range.lowerBound == edit.range.lowerBound } == true)
            if overlaps { continue }
            kept.append(edit)
            reached = max(reached, edit.range.upperBound)
        }
        return kept
    }

    /// Applies non-overlapping edits, sorted by position, to `bytes`.
    package static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.count })
        var cursor = ByteOffset.start
        for edit in edits {
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor..<bytes.endOffset])
        return result
    }
}
