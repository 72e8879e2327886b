import Foundation

// Whitespace, newlines, comments and conflict markers: the bytes between tokens of code.
extension Lexer {
    mutating func lexWhitespace() {
        let start = pos
        // Runs of spaces (indentation) first, eight at a time, without the general switch.
        if let base = input.baseAddress {
            while pos + 8 <= end {
                let differences = UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self).littleEndian ^ 0x2020_2020_2020_2020
                guard differences == 0 else {
                    pos += differences.trailingZeroBitCount / 8
                    break
                }
                pos += 8
            }
        }
        while pos < end, input[pos] == UInt8(ascii: " ") { pos += 1 }
        while pos < end {
            switch input[pos] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                pos += 1
            case 0xC2 where byte(pos + 1) == 0xA0:  // U+00A0 NO-BREAK SPACE
                pos += 2
            default:
                emitTrivia(.whitespace, from: start)
                return
            }
        }
        emitTrivia(.whitespace, from: start)
    }

    /// One line break: `\n`, `\r\n` or `\r`. A single-line string literal cannot span it,
    /// so any single-line string whose interpolation the cursor is in ends unterminated here.
    mutating func lexNewline() {
        let start = pos
        if input[pos] == UInt8(ascii: "\r"), byte(pos + 1) == UInt8(ascii: "\n") {
            pos += 2
        } else {
            pos += 1
        }
        var endedString = false
        while let top = strings.last, top.inInterpolation, !top.isMultiline {
            strings.removeLast()
            endedString = true
        }
        emitTrivia(.newline, from: start)
        // swift-syntax ends such a string with an empty string segment, after which a `/`
        // is not in regex position.
        if endedString {
            previous = PreviousToken()
            previous.kind = .stringSegment
        }
    }

    /// To the next `\n` or `\r` (or the end): `memchr` finds the `\n`, then the bytes before
    /// it are checked for a `\r`, which is rare but also ends a line.
    mutating func skipToEndOfLine() {
        guard pos < end, let base = input.baseAddress else { return }
        let newline = memchr(base + pos, Int32(UInt8(ascii: "\n")), end - pos)
        let stop = newline.map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? end
        if let carriageReturn = memchr(base + pos, Int32(UInt8(ascii: "\r")), stop - pos) {
            pos = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(carriageReturn))
        } else {
            pos = stop
        }
    }

    /// `// …` and `/// …` (but not `////…`, which is an ordinary comment).
    mutating func lexLineComment() {
        let start = pos
        let isDoc = byte(pos + 2) == UInt8(ascii: "/") && byte(pos + 3) != UInt8(ascii: "/")
        skipToEndOfLine()
        emitTrivia(isDoc ? .docLineComment : .lineComment, from: start)
    }

    /// `/* … */`, nested to any depth; an unterminated one runs to the end of the file.
    mutating func lexBlockComment() {
        let start = pos
        let isDoc = byte(pos + 2) == UInt8(ascii: "*") && byte(pos + 3) != UInt8(ascii: "*")
            && byte(pos + 3) != UInt8(ascii: "/")
        pos += 2
        var depth = 1
        while pos < end {
            let c = input[pos]
            if c == UInt8(ascii: "*"), byte(pos + 1) == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if c == UInt8(ascii: "/"), byte(pos + 1) == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else {
                pos += 1
            }
        }
        emitTrivia(isDoc ? .docBlockComment : .blockComment, from: start)
    }

    /// A version-control conflict marker line (`<<<<<<< `, `=======`, `|||||||`, `>>>>>>> `)
    /// at the start of a line: kept as trivia so the code around it still tokenizes.
    mutating func lexConflictMarker() -> Bool {
        let c = input[pos]
        guard pos + 7 <= end else { return false }
        for i in 1..<7 where input[pos + i] != c { return false }
        let next = byte(pos + 7)
        guard pos + 7 == end || next == UInt8(ascii: " ") || next == UInt8(ascii: "\n")
            || next == UInt8(ascii: "\r")
        else { return false }
        let start = pos
        skipToEndOfLine()
        emit(.conflictMarker, from: start)
        return true
    }
}
