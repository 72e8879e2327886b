extension UnifiedDiff {
    /// The hunks of the diff of a file given part by part (the old and new text of each part,
    /// in order; `FileParts`), as the diff of the whole file groups them: a hunk whose
    /// context reaches across the end of a part takes in the changes of the next. A hunk's
    /// text comes out once no later part can join it, and the lines of a part are let go
    /// once no hunk can need them, so a large file's diff is never held whole.
    package struct Parts {
        private let context: Int
        private let color: Bool
        /// The lines of the parts so far from `oldBase` (old) and `newBase` (new) on.
        private var oldLines: [ArraySlice<UInt8>] = []
        private var newLines: [ArraySlice<UInt8>] = []
        private var oldBase = 0
        private var newBase = 0
        /// How many lines the parts so far have, old and new.
        private var oldCount = 0
        private var newCount = 0
        /// Changes not yet printed, numbered as lines of the whole file.
        private var pending: [Change] = []

        package init(context: Int = 3, color: Bool = false) {
            self.context = max(0, context)
            self.color = color
        }

        /// Adds the next part; returns the text of the hunks no later part can join.
        package mutating func add(old: [UInt8], new: [UInt8]) -> String {
            let oldPart = splitLines(old)
            let newPart = old == new ? oldPart : splitLines(new)
            if old != new {
                for change in changeBlocks(oldPart, newPart) {
                    let shifted = Change(
                        old: change.old.lowerBound + oldCount..<change.old.upperBound + oldCount,
                        new: change.new.lowerBound + newCount..<change.new.upperBound + newCount)
                    // A change at the start of a part that meets one at the end of the part
                    // before is one change, as the whole file's diff has it.
                    if let last = pending.last, last.old.upperBound == shifted.old.lowerBound,
                        last.new.upperBound == shifted.new.lowerBound
                    {
                        pending[pending.count - 1] = Change(
                            old: last.old.lowerBound..<shifted.old.upperBound, new: last.new.lowerBound..<shifted.new.upperBound)
                    } else {
                        pending.append(shifted)
                    }
                }
            }
            oldLines += oldPart
            newLines += newPart
            oldCount += oldPart.count
            newCount += newPart.count
            return flush(final: false)
        }

        /// The text of the hunks left, after the last part.
        package mutating func finish() -> String { flush(final: true) }

        private mutating func flush(final: Bool) -> String {
            // The changes whose hunk is complete: all of them after the last part; else those
            // before the last group, and that group too when no change from the next part
            // (at line `oldCount` or later) can be within twice the context of its end.
            var ready = pending.count
            if !final, let last = pending.last, oldCount - last.old.upperBound <= 2 * context {
                ready -= 1
                while ready > 0, pending[ready].old.lowerBound - pending[ready - 1].old.upperBound <= 2 * context { ready -= 1 }
            }
            var out = Output(color: color)
            for hunk in hunks(Array(pending[..<ready]), context: context, oldCount: oldCount) {
                out.hunkHeader(old: hunk.oldRange, new: hunk.newRange)
                var cursor = hunk.oldRange.lowerBound
                for change in hunk.changes {
                    for line in cursor..<change.old.lowerBound { out.line(" ", oldLines[line - oldBase]) }
                    for line in change.old { out.line("-", oldLines[line - oldBase]) }
                    for line in change.new { out.line("+", newLines[line - newBase]) }
                    cursor = change.old.upperBound
                }
                for line in cursor..<hunk.oldRange.upperBound { out.line(" ", oldLines[line - oldBase]) }
            }
            pending.removeFirst(ready)
            // The lines a hunk may still need: from the context before the next change, or
            // before the next part's first line; old and new alike advance outside changes.
            let next = pending.first ?? Change(old: oldCount..<oldCount, new: newCount..<newCount)
            let keep = min(context, next.old.lowerBound - oldBase, next.new.lowerBound - newBase)
            oldLines.removeFirst(next.old.lowerBound - keep - oldBase)
            newLines.removeFirst(next.new.lowerBound - keep - newBase)
            oldBase = next.old.lowerBound - keep
            newBase = next.new.lowerBound - keep
            return String(decoding: out.bytes, as: UTF8.self)
        }
    }
}
