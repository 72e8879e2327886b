// String literals: `"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, and the
// interpolations `\( … )` / `\#( … )` inside them.
//
// A literal is lexed as `stringStart`, then `stringSegment`s and interpolations, then
// `stringEnd`. When an interpolation opens, the lexer returns to code lexing with the
// string's frame still on the stack; the `)` that balances it hands control back here.
extension Lexer {
    /// At the opening quote of a literal whose `hashes` raw delimiters start at `start`.
    mutating func lexStringStart(hashes: Int, from start: Int) {
        let quote = input[pos]
        var isMultiline = quote == UInt8(ascii: "\"") && byte(pos + 1) == quote && byte(pos + 2) == quote
        // A raw `#"""` whose closing `"#` is on the same line opens a single-line string:
        // `#"""#` is the string `"`, as swift-syntax's `lexStringQuote` decides.
        if isMultiline, hashes > 0, rawStringClosesOnLine(from: pos + 2, hashes: hashes) { isMultiline = false }
        pos += isMultiline ? 3 : 1
        emit(.stringStart, from: start)
        strings.append(StringFrame(hashes: hashes, isMultiline: isMultiline, quote: quote))
    }

    /// Lexes literal text up to the next interpolation, the closing delimiter, or — for a
    /// single-line literal — the end of the line, where the literal ends unterminated.
    mutating func lexStringContent() {
        let frame = strings[strings.count - 1]
        let start = pos
        var p = pos
        while p < end {
            let c = input[p]
            if c == UInt8(ascii: "\\") {
                let afterHashes = p + 1 + frame.hashes
                guard hasHashes(frame.hashes, at: p + 1) else { p += 1; continue }
                if byte(afterHashes) == UInt8(ascii: "(") {
                    flushSegment(from: start, to: p)
                    pos = afterHashes + 1
                    strings[strings.count - 1].inInterpolation = true
                    strings[strings.count - 1].parenDepth = 0
                    emit(.interpolationStart, from: p)
                    return
                }
                let escaped = byte(afterHashes)
                let endsLine = escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r")
                p = afterHashes < end && (frame.isMultiline || !endsLine) ? afterHashes + 1 : afterHashes
            } else if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                if !frame.isMultiline {
                    flushSegment(from: start, to: p)
                    pos = p
                    strings.removeLast()
                    return
                }
                p += 1
            } else if c == frame.quote, let closeEnd = closingDelimiterEnd(at: p, frame) {
                flushSegment(from: start, to: p)
                pos = closeEnd
                strings.removeLast()
                emit(.stringEnd, from: p)
                return
            } else {
                p += 1
            }
        }
        flushSegment(from: start, to: p)
        pos = p
        strings.removeLast()
    }

    private mutating func flushSegment(from start: Int, to stop: Int) {
        guard stop > start else { return }
        pos = stop
        emit(.stringSegment, from: start)
    }

    /// Whether a `"` followed by at least `hashes` `#` is at or after `from`, on its line.
    /// The answer of the last scan for each count of `#` is kept, so that the scans of
    /// `#"""\#(#"""\#(…` on one line cost linear time in all.
    private mutating func rawStringClosesOnLine(from: Int, hashes: Int) -> Bool {
        if let known = rawCloserScans[hashes], known.from <= from, from <= known.upTo {
            return known.matched
        }
        var p = from
        var matched = false
        while p < end, input[p] != UInt8(ascii: "\n"), input[p] != UInt8(ascii: "\r") {
            if input[p] == UInt8(ascii: "\""), hasHashes(hashes, at: p + 1) {
                matched = true
                break
            }
            p += 1
        }
        rawCloserScans[hashes] = (from: from, upTo: p, matched: matched)
        return matched
    }

    private func hasHashes(_ count: Int, at p: Int) -> Bool {
        guard p + count <= end else { return false }
        for i in 0..<count where input[p + i] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The end of the closing delimiter at `p` (a quote or `"""`, then the raw `#`s), if any.
    private func closingDelimiterEnd(at p: Int, _ frame: StringFrame) -> Int? {
        var q = p + 1
        if frame.isMultiline {
            guard byte(p + 1) == frame.quote, byte(p + 2) == frame.quote else { return nil }
            q = p + 3
        }
        return hasHashes(frame.hashes, at: q) ? q + frame.hashes : nil
    }
}
