// agreement: lexes Swift files with swift-syntax (Parser.parse, then the tree's tokens in
// source-accurate view) and with combine-migrate's Lexer, and compares the byte spans of
// their tokens. Run through Scripts/agreement.sh.
//
//     agreement [--lexer] [--mutants K] [--seed S] [--examples K] PATH...
//     agreement --dump FILE                      both sides' units of one file
//     agreement --emit-mutant M [--seed S] FILE  mutant M of FILE, as --mutants makes it
//
// --lexer compares with swift-syntax's lexer alone (SPI `Lexer.tokenize`) instead of the
// parsed tree's tokens; --mutants adds K mutants of every file (random byte edits).
//
// Both token streams are first mapped to comparable *units*, each a byte range and a class:
//
//   name        identifiers, keywords, `$0`, `$x`, `_`, editor placeholders (swift-syntax
//               lexes `<#x#>` as an identifier)
//   pound       `#if`, `#else`, `#available`… (one token in both) and `#foo` macro names
//               (swift-syntax: `pound` + identifier, merged when adjacent)
//   number      integer and float literals
//   delimiter   a string literal's opening or closing delimiter with its raw `#`s
//               (swift-syntax: `rawStringPoundDelimiter` + quote, merged)
//   segment     string literal text between delimiters and interpolations
//   interp(     `\(` or `\#(` (swift-syntax: backslash, pounds, `(` of an expression segment)
//   interp)     the `)` closing an interpolation
//   regex       a whole regex literal with its delimiters (swift-syntax: up to five tokens)
//   operator    operators, `=`, `->`, `?`, `!`, `&`, `<`/`>` (swift-syntax's parser gives these
//               kinds of their own)
//   punctuation brackets, `,`, `:`, `;`, `.`, `@`, `\`, a lone `#`, a lone backtick
//   unknown     bytes that are not Swift
//   comment     (compared separately) line, doc line, block and doc block comments
//
// A unit agrees when the other side has a unit with the same byte range and class. The
// figure is agreeing units over all distinct units of both sides (their union). Units that
// do not agree are grouped into connected clusters of overlapping units; each cluster is one
// disagreement, classified by the shape of both sides (`classify`) and counted per class,
// with an example. For operators that agree, the fixity (prefix, postfix, binary) swift-syntax's
// lexer gave is compared with ours too.
import Tokenizer
import Foundation
@_spi(Testing) @_spi(ExperimentalLanguageFeatures) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

enum UnitClass: String, Comparable {
    case name, pound, number, delimiter, segment, interpolationOpen = "interp(", interpolationClose = "interp)"
    case regex, `operator`, punctuation, unknown, comment

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

struct Unit: Hashable {
    var start: Int
    var end: Int
    var unitClass: UnitClass
    /// For operators: "prefix", "postfix", "binary" or "other" (`=`, `->`, `<`…); for string
    /// delimiters, "open" or "close". Not compared: agreement is on range and class.
    var fixity = ""
}

// MARK: swift-syntax's side

/// What one swift-syntax token is, before merging.
enum Raw {
    case unit(UnitClass, String)
    case quote(closing: Bool), rawPounds, segment
    case interpolationBackslash, interpolationPounds, interpolationLeftParen
    case regexPart(SyntaxIdentifier)
    case pound
}

func theirUnits(_ bytes: [UInt8]) -> (code: [Unit], comments: [Unit]) {
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    var raws: [(start: Int, end: Int, raw: Raw)] = []
    var comments: [Unit] = []
    func collectComments(_ trivia: Trivia, from offset: Int) {
        var position = offset
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                comments.append(Unit(start: position, end: position + length, unitClass: .comment))
            default: break
            }
            position += length
        }
    }
    for token in tree.tokens(viewMode: .sourceAccurate) where token.presence == .present {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = token.endPositionBeforeTrailingTrivia.utf8Offset
        collectComments(token.leadingTrivia, from: token.position.utf8Offset)
        collectComments(token.trailingTrivia, from: end)
        guard end > start else { continue }
        let parent = token.parent
        let inSegment = parent?.is(ExpressionSegmentSyntax.self) == true
        let raw: Raw
        switch token.tokenKind {
        case .identifier, .keyword, .dollarIdentifier, .wildcard:
            raw = .unit(.name, "")
        case .integerLiteral, .floatLiteral:
            raw = .unit(.number, "")
        case .binaryOperator:
            raw = .unit(.operator, "binary")
        case .prefixOperator:
            raw = .unit(.operator, "prefix")
        case .postfixOperator:
            raw = .unit(.operator, "postfix")
        case .equal, .arrow, .exclamationMark, .postfixQuestionMark, .infixQuestionMark, .prefixAmpersand,
            .leftAngle, .rightAngle, .ellipsis:
            raw = .unit(.operator, "other")
        case .stringQuote, .multilineStringQuote, .singleQuote:
            if parent?.is(StringLiteralExprSyntax.self) == true || parent?.is(SimpleStringLiteralExprSyntax.self) == true {
                let keyPath = token.keyPathInParent
                raw = .quote(closing: keyPath == \StringLiteralExprSyntax.closingQuote
                    || keyPath == \SimpleStringLiteralExprSyntax.closingQuote)
            } else {
                // A literal the parser could not place (its tokens are in unexpected nodes):
                // a quote right after the opening quote or a segment closes it.
                var closing = false
                if let last = raws.last {
                    if case .segment = last.raw { closing = true }
                    if case .quote(closing: false) = last.raw { closing = true }
                }
                raw = .quote(closing: closing)
            }
        case .rawStringPoundDelimiter:
            raw = inSegment ? .interpolationPounds : .rawPounds
        case .stringSegment:
            raw = .segment
        case .backslash where inSegment:
            raw = .interpolationBackslash
        case .leftParen where inSegment:
            raw = .interpolationLeftParen
        case .rightParen where inSegment:
            raw = .unit(.interpolationClose, "")
        case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern:
            raw = .regexPart(parent?.id ?? token.id)
        case .pound:
            raw = .pound
        case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundSourceLocation, .poundAvailable,
            .poundUnavailable:
            raw = .unit(.pound, "")
        case .unknown:
            raw = .unit(.unknown, "")
        case .shebang, .endOfFile:
            continue
        default:
            raw = .unit(.punctuation, "")
        }
        raws.append((start, end, raw))
    }

    var units: [Unit] = []
    var i = 0
    while i < raws.count {
        let (start, end, raw) = raws[i]
        func next(_ k: Int) -> (start: Int, end: Int, raw: Raw)? { i + k < raws.count ? raws[i + k] : nil }
        switch raw {
        case .unit(let unitClass, let fixity):
            units.append(Unit(start: start, end: end, unitClass: unitClass, fixity: fixity))
        case .rawPounds:
            // `#"`: the pounds and the opening quote.
            if let q = next(1), case .quote(closing: false) = q.raw, q.start == end {
                units.append(Unit(start: start, end: q.end, unitClass: .delimiter, fixity: "open"))
                i += 2
                continue
            }
            units.append(Unit(start: start, end: end, unitClass: .delimiter, fixity: "close"))
        case .quote(let closing):
            // `"#`: the closing quote and its pounds.
            if closing, let p = next(1), case .rawPounds = p.raw, p.start == end {
                units.append(Unit(start: start, end: p.end, unitClass: .delimiter, fixity: "close"))
                i += 2
                continue
            }
            units.append(Unit(start: start, end: end, unitClass: .delimiter, fixity: closing ? "close" : "open"))
        case .segment:
            units.append(Unit(start: start, end: end, unitClass: .segment))
        case .interpolationBackslash:
            var stop = end
            var k = 1
            while let n = next(k), n.start == stop {
                if case .interpolationPounds = n.raw { stop = n.end; k += 1; continue }
                if case .interpolationLeftParen = n.raw { stop = n.end; k += 1 }
                break
            }
            units.append(Unit(start: start, end: stop, unitClass: .interpolationOpen))
            i += k
            continue
        case .interpolationPounds, .interpolationLeftParen:
            units.append(Unit(start: start, end: end, unitClass: .interpolationOpen))
        case .regexPart(let id):
            var stop = end
            var k = 1
            while let n = next(k), case .regexPart(let other) = n.raw, other == id {
                stop = n.end
                k += 1
            }
            units.append(Unit(start: start, end: stop, unitClass: .regex))
            i += k
            continue
        case .pound:
            if let n = next(1), n.start == end, case .unit(.name, _) = n.raw, bytes[n.start] != UInt8(ascii: "<") {
                units.append(Unit(start: start, end: n.end, unitClass: .pound))
                i += 2
                continue
            }
            units.append(Unit(start: start, end: end, unitClass: .punctuation))
        }
        i += 1
    }
    return (normalizeSegments(units), comments)
}

/// Replaces the string segments between two consecutive structural units of a string
/// literal (its opening delimiter or an interpolation's `)`, then its closing delimiter or an
/// interpolation's `\(`) with one segment spanning the whole gap. swift-syntax cuts a
/// multi-line literal's text into one segment per line and keeps each line's indentation,
/// and the line breaks after the opening and before the closing `"""`, as trivia; ours is
/// one segment from delimiter to delimiter. What both claim is where the delimiters and
/// interpolations are; the text between them follows.
func normalizeSegments(_ units: [Unit]) -> [Unit] {
    enum Context { case string, code }
    var result: [Unit] = []
    result.reserveCapacity(units.count)
    var stack: [Context] = []
    var gapStart = -1  // in string content: where the current gap began
    var pendingSegments: [Unit] = []
    func flush(upTo end: Int) {
        if gapStart >= 0, end > gapStart {
            result.append(Unit(start: gapStart, end: end, unitClass: .segment))
        }
        gapStart = -1
        pendingSegments = []
    }
    for unit in units {
        if stack.last == .string {
            switch unit.unitClass {
            case .segment:
                pendingSegments.append(unit)
                continue
            case .delimiter where unit.fixity == "close":
                flush(upTo: unit.start)
                stack.removeLast()
                result.append(unit)
                continue
            case .interpolationOpen:
                flush(upTo: unit.start)
                stack.append(.code)
                result.append(unit)
                continue
            default:
                // An unterminated literal: its text runs from the delimiter to its last segment.
                if let last = pendingSegments.last {
                    result.append(Unit(start: gapStart >= 0 ? gapStart : pendingSegments[0].start, end: last.end, unitClass: .segment))
                }
                gapStart = -1
                pendingSegments = []
                stack.removeLast()
            }
        }
        result.append(unit)
        switch unit.unitClass {
        case .delimiter where unit.fixity == "open":
            stack.append(.string)
            gapStart = unit.end
        case .interpolationClose:
            if stack.last == .code { stack.removeLast() }
            if stack.last == .string { gapStart = unit.end }
        case .interpolationOpen:
            stack.append(.code)
        default:
            break
        }
    }
    if let last = pendingSegments.last {
        result.append(Unit(start: gapStart >= 0 ? gapStart : pendingSegments[0].start, end: last.end, unitClass: .segment))
    }
    // Segments next to each other (an unterminated multi-line literal's lines, which
    // swift-syntax keeps apart) are one run of text.
    var merged: [Unit] = []
    merged.reserveCapacity(result.count)
    for unit in result {
        if unit.unitClass == .segment, let last = merged.last, last.unitClass == .segment {
            merged[merged.count - 1].end = unit.end
        } else {
            merged.append(unit)
        }
    }
    return merged
}

// MARK: swift-syntax's lexer alone (--lexer)

/// The units of swift-syntax's lexer run alone (`Lexer.tokenize`, SPI `Testing`), without
/// the parser, which re-splits some tokens (`consumePrefix`: version tuples, generic `<`
/// and `>`, an operator function's `<`) and re-kinds others. String and interpolation
/// structure is tracked here with a stack, as the lexer's own state does.
func lexerUnits(_ bytes: [UInt8]) -> [Unit] {
    var raws: [(start: Int, end: Int, kind: RawTokenKind)] = []
    bytes.withUnsafeBufferPointer { buffer in
        var tracker = LookaheadTracker()
        withUnsafeMutablePointer(to: &tracker) { tracker in
            var position = 0
            for lexeme in SwiftParser.Lexer.tokenize(buffer, lookaheadTracker: tracker, experimentalFeatures: []) {
                let range = lexeme.textRange
                defer { position += lexeme.byteLength }
                if lexeme.rawTokenKind == .endOfFile { break }
                // An empty string segment is how the lexer ends a single-line literal at a
                // line break; keep it as a signal, drop other empty tokens.
                guard range.upperBound > range.lowerBound || lexeme.rawTokenKind == .stringSegment else { continue }
                raws.append((position + range.lowerBound, position + range.upperBound, lexeme.rawTokenKind))
            }
        }
    }
    func isQuote(_ kind: RawTokenKind) -> Bool {
        kind == .stringQuote || kind == .multilineStringQuote || kind == .singleQuote
    }
    func isRegex(_ kind: RawTokenKind) -> Bool {
        kind == .regexSlash || kind == .regexPoundDelimiter || kind == .regexLiteralPattern
    }
    enum Context { case code(parens: Int), string(pounds: Int, multiline: Bool) }
    var stack: [Context] = [.code(parens: 0)]
    var units: [Unit] = []
    var i = 0
    while i < raws.count {
        let (start, end, kind) = raws[i]
        func adjacent(_ k: Int, _ test: (RawTokenKind) -> Bool) -> Bool {
            i + k < raws.count && raws[i + k].start == raws[i + k - 1].end && test(raws[i + k].kind)
        }
        if kind == .stringSegment, start == end {
            // An empty segment at a line break in the code of an interpolation: the lexer
            // ends the interpolation there, and the single-line literal with it. (Other
            // empty segments, e.g. between `)` and the closing quote, mean nothing.)
            if case .code = stack.last!, stack.count > 1, start < bytes.count,
                bytes[start] == UInt8(ascii: "\n") || bytes[start] == UInt8(ascii: "\r")
            {
                stack.removeLast()
                if case .string = stack.last! { stack.removeLast() }
            }
            i += 1
            continue
        }
        if case .string(let pounds, let multiline) = stack.last! {
            // A single-line literal ends at a line break (the lexer emits no token for it).
            if !multiline, i > 0, bytes[raws[i - 1].end..<start].contains(where: { $0 == 10 || $0 == 13 }) {
                stack.removeLast()
                continue
            }
            if kind == .stringSegment {
                units.append(Unit(start: start, end: end, unitClass: .segment))
                i += 1
                continue
            }
            if kind == .backslash {
                var k = 1
                if adjacent(k, { $0 == .rawStringPoundDelimiter }) { k += 1 }
                if adjacent(k, { $0 == .leftParen }) { k += 1 }
                units.append(Unit(start: start, end: raws[i + k - 1].end, unitClass: .interpolationOpen))
                stack.append(.code(parens: 0))
                i += k
                continue
            }
            if isQuote(kind), (kind == .multilineStringQuote) == multiline {
                var stop = end
                var k = 1
                if pounds > 0, adjacent(1, { $0 == .rawStringPoundDelimiter }) { stop = raws[i + 1].end; k = 2 }
                units.append(Unit(start: start, end: stop, unitClass: .delimiter, fixity: "close"))
                stack.removeLast()
                i += k
                continue
            }
            // An unterminated literal: back to code for this token.
            stack.removeLast()
            continue
        }
        guard case .code(let parens) = stack.last! else { continue }
        var unit = Unit(start: start, end: end, unitClass: .punctuation)
        var consumed = 1
        switch kind {
        case .rawStringPoundDelimiter where adjacent(1, isQuote), .stringQuote, .multilineStringQuote, .singleQuote:
            var pounds = 0
            var quote = kind
            if kind == .rawStringPoundDelimiter {
                pounds = end - start
                quote = raws[i + 1].kind
                unit.end = raws[i + 1].end
                consumed = 2
            }
            unit.unitClass = .delimiter
            unit.fixity = "open"
            stack.append(.string(pounds: pounds, multiline: quote == .multilineStringQuote))
        case .leftParen:
            if stack.count > 1 { stack[stack.count - 1] = .code(parens: parens + 1) }
        case .rightParen:
            if stack.count > 1 {
                if parens == 0 {
                    unit.unitClass = .interpolationClose
                    stack.removeLast()
                } else {
                    stack[stack.count - 1] = .code(parens: parens - 1)
                }
            }
        case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern:
            while adjacent(consumed, isRegex) { consumed += 1 }
            unit.end = raws[i + consumed - 1].end
            unit.unitClass = .regex
        case .pound:
            // `#foo` (not `#<#placeholder#>`, an identifier to swift-syntax too).
            if adjacent(1, { $0 == .identifier || $0 == .keyword }), bytes[raws[i + 1].start] != UInt8(ascii: "<") {
                unit.end = raws[i + 1].end
                unit.unitClass = .pound
                consumed = 2
            }
        case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundSourceLocation, .poundAvailable, .poundUnavailable:
            unit.unitClass = .pound
        case .identifier, .keyword, .dollarIdentifier, .wildcard:
            unit.unitClass = .name
        case .integerLiteral, .floatLiteral:
            unit.unitClass = .number
        case .stringSegment:
            // Only where the stack above lost track of the lexer's state on broken input.
            unit.unitClass = .segment
        case .binaryOperator: unit.unitClass = .operator; unit.fixity = "binary"
        case .prefixOperator: unit.unitClass = .operator; unit.fixity = "prefix"
        case .postfixOperator: unit.unitClass = .operator; unit.fixity = "postfix"
        case .equal, .arrow, .exclamationMark, .postfixQuestionMark, .infixQuestionMark, .prefixAmpersand,
            .leftAngle, .rightAngle, .ellipsis:
            unit.unitClass = .operator
            unit.fixity = "other"
        case .unknown:
            unit.unitClass = .unknown
        case .shebang:
            i += 1
            continue
        default:
            break
        }
        units.append(unit)
        i += consumed
    }
    return normalizeSegments(units)
}

// MARK: Our side

func ourUnits(_ bytes: [UInt8]) -> (code: [Unit], comments: [Unit]) {
    var units: [Unit] = []
    var comments: [Unit] = []
    for token in Tokenizer.Lexer.tokenize(bytes) {
        let unitClass: UnitClass
        var fixity = ""
        switch token.kind {
        case .whitespace, .newline, .shebang, .byteOrderMark, .conflictMarker:
            continue
        case .lineComment, .docLineComment, .blockComment, .docBlockComment:
            comments.append(Unit(start: token.start.value, end: token.end.value, unitClass: .comment))
            continue
        case .identifier, .keyword, .dollarIdentifier, .projectedIdentifier, .wildcard, .editorPlaceholder:
            unitClass = .name
        case .poundKeyword: unitClass = .pound
        case .integerLiteral, .floatLiteral: unitClass = .number
        case .stringStart: unitClass = .delimiter; fixity = "open"
        case .stringEnd: unitClass = .delimiter; fixity = "close"
        case .stringSegment: unitClass = .segment
        case .interpolationStart: unitClass = .interpolationOpen
        case .interpolationEnd: unitClass = .interpolationClose
        case .regexLiteral: unitClass = .regex
        case .prefixOperator: unitClass = .operator; fixity = "prefix"
        case .postfixOperator: unitClass = .operator; fixity = "postfix"
        case .binaryOperator: unitClass = .operator; fixity = "binary"
        case .arrow: unitClass = .operator; fixity = "other"
        case .unknown: unitClass = .unknown
        default: unitClass = .punctuation
        }
        units.append(Unit(start: token.start.value, end: token.end.value, unitClass: unitClass, fixity: fixity))
    }
    return (normalizeSegments(units), comments)
}

// MARK: Comparison

struct Example: Sendable {
    var file: String
    var line: Int
    var description: String
}

/// The results of comparing some files; merged across threads.
struct Tally: Sendable {
    var files = 0
    var bytes = 0
    var theirs = 0
    var ours = 0
    var agreed = 0
    var commentTheirs = 0
    var commentOurs = 0
    var commentAgreed = 0
    var operatorsCompared = 0
    var fixityAgreed = 0
    /// Disagreement class → (clusters, units involved, first examples).
    var classes: [String: (clusters: Int, units: Int, examples: [Example])] = [:]
    var fixityClasses: [String: (count: Int, examples: [Example])] = [:]
    var perClassTheirs: [UnitClass: Int] = [:]
    var perClassAgreed: [UnitClass: Int] = [:]

    mutating func merge(_ other: Tally, examples: Int) {
        files += other.files
        bytes += other.bytes
        theirs += other.theirs
        ours += other.ours
        agreed += other.agreed
        commentTheirs += other.commentTheirs
        commentOurs += other.commentOurs
        commentAgreed += other.commentAgreed
        operatorsCompared += other.operatorsCompared
        fixityAgreed += other.fixityAgreed
        for (key, value) in other.classes {
            var entry = classes[key] ?? (0, 0, [])
            entry.clusters += value.clusters
            entry.units += value.units
            entry.examples = Array((entry.examples + value.examples).prefix(examples))
            classes[key] = entry
        }
        for (key, value) in other.fixityClasses {
            var entry = fixityClasses[key] ?? (0, [])
            entry.count += value.count
            entry.examples = Array((entry.examples + value.examples).prefix(examples))
            fixityClasses[key] = entry
        }
        perClassTheirs.merge(other.perClassTheirs, uniquingKeysWith: +)
        perClassAgreed.merge(other.perClassAgreed, uniquingKeysWith: +)
    }
}

func snippet(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    var text = String(decoding: bytes[range].prefix(60), as: UTF8.self)
    if range.count > 60 { text += "…" }
    return text.debugDescription
}

func lineNumber(_ bytes: [UInt8], _ offset: Int) -> Int {
    bytes[..<min(offset, bytes.count)].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
}

/// The shape of a unit for a disagreement class: its class, and its text when the text is
/// what matters (operators, punctuation, pounds).
func shape(_ unit: Unit, _ bytes: [UInt8]) -> String {
    switch unit.unitClass {
    case .operator, .punctuation, .pound, .interpolationOpen, .interpolationClose, .delimiter:
        return "\(unit.unitClass.rawValue) \(String(decoding: bytes[unit.start..<unit.end].prefix(12), as: UTF8.self))"
    default:
        return unit.unitClass.rawValue
    }
}

/// Compares one file's units; each cluster of overlapping disagreeing units is one
/// disagreement, classified by `classify`.
func compare(
    _ theirs: [Unit], _ ours: [Unit], bytes: [UInt8], file: String, into tally: inout Tally, examples: Int,
    isComment: Bool = false
) {
    // Agreement is on byte range and class; the fixity is compared separately below.
    func key(_ u: Unit) -> Unit { Unit(start: u.start, end: u.end, unitClass: u.unitClass) }
    let ourKeys = Set(ours.map(key))
    let theirKeys = Set(theirs.map(key))
    var agreed = 0
    for unit in theirs where ourKeys.contains(key(unit)) {
        agreed += 1
        if !isComment { tally.perClassAgreed[unit.unitClass, default: 0] += 1 }
    }
    if isComment {
        tally.commentTheirs += theirs.count
        tally.commentOurs += ours.count
        tally.commentAgreed += agreed
    } else {
        tally.theirs += theirs.count
        tally.ours += ours.count
        tally.agreed += agreed
        for unit in theirs { tally.perClassTheirs[unit.unitClass, default: 0] += 1 }
    }

    // Fixity of agreeing operators (swift-syntax's lexer kinds only; the parser's own
    // kinds such as `=` or `<` have none to compare).
    if !isComment {
        let ourByStart = Dictionary(uniqueKeysWithValues: ours.map { ($0.start, $0) })
        for unit in theirs where unit.unitClass == .operator && unit.fixity != "other" {
            guard let mine = ourByStart[unit.start], mine.end == unit.end, mine.unitClass == .operator else { continue }
            tally.operatorsCompared += 1
            if mine.fixity == unit.fixity {
                tally.fixityAgreed += 1
            } else {
                let lineStart = bytes[..<unit.start].lastIndex(of: 10).map { $0 + 1 } ?? 0
                let before = String(decoding: bytes[lineStart..<unit.start], as: UTF8.self)
                let name: String
                if before.hasSuffix("func "), unit.fixity == "binary" {
                    // swift-syntax's parser gives an operator function's name the kind
                    // `binaryOperator` whatever its spacing; its lexer says what ours does.
                    name = "operator function name: the parser makes it binaryOperator (`func ==(lhs:`)"
                } else {
                    name = "swift-syntax \(unit.fixity) `\(String(decoding: bytes[unit.start..<unit.end], as: UTF8.self))`, ours \(mine.fixity)"
                }
                var entry = tally.fixityClasses[name] ?? (0, [])
                entry.count += 1
                if entry.examples.count < examples {
                    let lineStart = bytes[..<unit.start].lastIndex(of: 10).map { $0 + 1 } ?? 0
                    let lineEnd = bytes[unit.start...].firstIndex(of: 10) ?? bytes.count
                    entry.examples.append(Example(
                        file: file, line: lineNumber(bytes, unit.start), description: snippet(bytes, lineStart..<lineEnd)))
                }
                tally.fixityClasses[name] = entry
            }
        }
    }

    // Clusters of disagreeing units, by overlapping byte ranges.
    let theirsOnly = theirs.filter { !ourKeys.contains(key($0)) }.map { (unit: $0, mine: false) }
    let oursOnly = ours.filter { !theirKeys.contains(key($0)) }.map { (unit: $0, mine: true) }
    let all = (theirsOnly + oursOnly).sorted { ($0.unit.start, $0.unit.end) < ($1.unit.start, $1.unit.end) }
    var index = 0
    while index < all.count {
        var cluster = [all[index]]
        var reach = max(all[index].unit.end, all[index].unit.start + 1)
        index += 1
        while index < all.count, all[index].unit.start < reach {
            cluster.append(all[index])
            reach = max(reach, all[index].unit.end)
            index += 1
        }
        let theirPart = cluster.filter { !$0.mine }.map(\.unit)
        let ourPart = cluster.filter { $0.mine }.map(\.unit)
        let name = classify(theirs: theirPart, ours: ourPart, bytes: bytes)
        var entry = tally.classes[name] ?? (0, 0, [])
        entry.clusters += 1
        entry.units += cluster.count
        if entry.examples.count < examples {
            let start = cluster.map(\.unit.start).min()!
            let end = cluster.map(\.unit.end).max()!
            let describe = { (units: [Unit]) in
                units.map { "\($0.unitClass.rawValue) \(snippet(bytes, $0.start..<$0.end))" }.joined(separator: ", ")
            }
            entry.examples.append(Example(
                file: file, line: lineNumber(bytes, start),
                description: "\(snippet(bytes, start..<end)): swift-syntax [\(describe(theirPart))], ours [\(describe(ourPart))]"))
        }
        tally.classes[name] = entry
    }
}

/// The prefix of the classes where swift-syntax's parser split one token of its lexer into
/// several (`consumePrefix`): not a disagreement of the lexers (`--lexer` shows none).
let parserResplit = "parser re-split:"

/// Names a disagreement by the shapes of both sides. Known, explained classes get a fixed
/// name (see Agreement/README.md); anything else is named by its shapes, so that a new kind of
/// disagreement shows up as a class of its own.
func classify(theirs: [Unit], ours: [Unit], bytes: [UInt8]) -> String {
    let theirShapes = theirs.map { shape($0, bytes) }
    let ourShapes = ours.map { shape($0, bytes) }
    func text(_ u: Unit) -> String { String(decoding: bytes[u.start..<u.end], as: UTF8.self) }
    // The parser splits an operator that ends in `>` where it closes generic arguments
    // (`Array<Array<Int>>`, `Set<Int>?`, `Optional<T>!`, `<T>=`): a lexer cannot know that.
    // The parser splits a version tuple (`#available(macOS 11.0, *)`, `@available(iOS 13.0.1, *)`)
    // into integers and periods; a lexer sees a float literal, as the compiler's lexer does.
    if ours.count == 1, ours[0].unitClass == .number, theirs.count >= 3,
        theirs.allSatisfy({ $0.unitClass == .number || ($0.unitClass == .punctuation && text($0) == ".") })
    {
        return "\(parserResplit) version tuple split into integers and periods (`macOS 11.0` → `11` `.` `0`)"
    }
    // `func ==<T>(…)`: the parser splits the `<` that opens the generic parameters off an
    // operator function's name, as the compiler's parser does; a lexer sees one operator.
    if ours.count == 1, ours[0].unitClass == .operator, theirs.count == 2,
        theirs.allSatisfy({ $0.unitClass == .operator }), text(theirs[1]) == "<",
        text(ours[0]) == text(theirs[0]) + "<"
    {
        return "\(parserResplit) `<` of generic parameters split off an operator function's name (`func ||<T>`)"
    }
    if ours.count == 1, ours[0].unitClass == .operator, theirs.count >= 2,
        theirs.allSatisfy({ $0.unitClass == .operator }),
        theirs.first?.start == ours[0].start, theirs.last?.end == ours[0].end,
        text(theirs[0]).allSatisfy({ $0 == ">" || $0 == "<" })
    {
        return "\(parserResplit) generic angle bracket split off an operator (`>>` → `>` `>`, `>?` → `>` `?`)"
    }
    return "swift-syntax [\(theirShapes.joined(separator: " | "))] vs ours [\(ourShapes.joined(separator: " | "))]"
}

// MARK: Mutants (--mutants K: K mutated copies of each file, as Scripts/mutate.sh makes them)

struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Each file's mutants come from a generator seeded by the seed and the file's path, so
/// `--emit-mutant M --seed S FILE` reproduces mutant M of a run.
func mutationRandom(_ path: String, _ seed: UInt64) -> SplitMix64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return SplitMix64(state: seed ^ hash)
}

/// 1 to 4 edits: insert a delimiter, delete 1…16 bytes, or truncate.
func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    let pieces = ["\"", "/", "#", "(", "{", "\\", ")", "}", "\"\"\"", "#\"", "/*", "\\(", "#/", "`", "\n"].map { Array($0.utf8) }
    var result = bytes
    for _ in 0..<Int.random(in: 1...4, using: &random) {
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < 45 || result.isEmpty {
            result.insert(contentsOf: pieces.randomElement(using: &random)!, at: Int.random(in: 0...result.count, using: &random))
        } else if roll < 92 {
            let at = Int.random(in: 0..<result.count, using: &random)
            result.removeSubrange(at..<min(result.count, at + Int.random(in: 1...16, using: &random)))
        } else {
            result.removeSubrange(Int.random(in: 0..<result.count, using: &random)...)
            break
        }
    }
    return result
}

// MARK: Main

final class Shared: @unchecked Sendable {
    let lock = NSLock()
    var tally = Tally()
}

func swiftFiles(under path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [path] }
    let walker = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let relative = walker?.nextObject() as? String {
        if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
    }
    return files.sorted()
}

var examples = 2
var lexerOnly = false
var mutantsPerFile = 0
var seed: UInt64 = 1
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--examples": examples = max(1, Int(arguments.popFirst() ?? "") ?? examples)
    case "--lexer": lexerOnly = true
    case "--mutants": mutantsPerFile = max(0, Int(arguments.popFirst() ?? "") ?? 0)
    case "--seed": seed = UInt64(arguments.popFirst() ?? "") ?? 1
    case "--emit-mutant":
        // Writes mutant M (1-based) of FILE, as `--mutants` with the same `--seed` made it.
        let m = Int(arguments.popFirst() ?? "") ?? 1
        var rest = Array(arguments)
        if let i = rest.firstIndex(of: "--seed"), i + 1 < rest.count {
            seed = UInt64(rest[i + 1]) ?? 1
            rest.removeSubrange(i...(i + 1))
        }
        let file = rest.first ?? ""
        var bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
        var random = mutationRandom(file, seed)
        let original = bytes
        for _ in 0..<max(1, m) { bytes = mutate(original, &random) }
        FileHandle.standardOutput.write(Data(bytes))
        exit(0)
    case "--dump":
        // Debugging aid: the units of both sides of one file, with swift-syntax's tokens.
        let file = arguments.popFirst() ?? ""
        let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            print("token \(start)..<\(end) \(token.tokenKind) \(token.presence) parent \(token.parent?.kind as Any) \(token.keyPathInParent.map { "\($0)" } ?? "")")
        }
        for unit in theirUnits(bytes).code { print("theirs \(unit.start)..<\(unit.end) \(unit.unitClass.rawValue) \(unit.fixity) \(snippet(bytes, unit.start..<unit.end))") }
        for unit in ourUnits(bytes).code { print("ours \(unit.start)..<\(unit.end) \(unit.unitClass.rawValue) \(unit.fixity) \(snippet(bytes, unit.start..<unit.end))") }
        exit(0)
    default: paths.append(argument)
    }
}
let files = paths.flatMap(swiftFiles(under:))
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("usage: agreement [--lexer] [--mutants K] [--seed S] [--examples K] PATH...\n".utf8))
    exit(2)
}

let started = Date()
let shared = Shared()
let exampleCount = examples
let compareWithLexer = lexerOnly
let mutants = mutantsPerFile
let mutationSeed = seed
let chunk = 16
DispatchQueue.concurrentPerform(iterations: (files.count + chunk - 1) / chunk) { part in
    var local = Tally()
    for file in files[(part * chunk)..<min(files.count, (part + 1) * chunk)] {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        var inputs = [(file, [UInt8](data))]
        var random = mutationRandom(file, mutationSeed)
        for m in 0..<mutants { inputs.append(("\(file) (mutant \(m + 1), seed \(mutationSeed))", mutate(inputs[0].1, &random))) }
        for (file, bytes) in inputs {
        let (ourCode, ourComments) = ourUnits(bytes)
        local.files += 1
        local.bytes += bytes.count
        if compareWithLexer {
            compare(lexerUnits(bytes), ourCode, bytes: bytes, file: file, into: &local, examples: exampleCount)
        } else {
            let (theirCode, theirComments) = theirUnits(bytes)
            compare(theirCode, ourCode, bytes: bytes, file: file, into: &local, examples: exampleCount)
            compare(theirComments, ourComments, bytes: bytes, file: file, into: &local, examples: exampleCount, isComment: true)
        }
        }
    }
    shared.lock.lock()
    shared.tally.merge(local, examples: exampleCount)
    shared.lock.unlock()
}

let t = shared.tally
func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "n/a" : String(format: "%.4f%%", 100 * Double(part) / Double(whole))
}
let union = t.theirs + t.ours - t.agreed
let commentUnion = t.commentTheirs + t.commentOurs - t.commentAgreed
print("files: \(t.files), \(t.bytes) bytes, \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
print("code tokens: swift-syntax \(t.theirs) units, ours \(t.ours), agreeing \(t.agreed)")
// The lexer-level figure: each cluster where the parser re-split one of our tokens, whose
// span is exactly that token's, counts as one agreeing span.
let resplit = t.classes.filter { $0.key.hasPrefix(parserResplit) }.values
let resplitClusters = resplit.reduce(0) { $0 + $1.clusters }
let resplitUnits = resplit.reduce(0) { $0 + $1.units }
let lexerUnion = union - resplitUnits + resplitClusters
let lexerAgreed = t.agreed + resplitClusters
if compareWithLexer {
    print("AGREEMENT: \(percent(t.agreed, union)) of \(union) distinct spans agree with swift-syntax's lexer (\(union - t.agreed) disagree)")
} else {
    print("tree as parsed: \(percent(t.agreed, union)) of \(union) distinct spans agree (\(union - t.agreed) disagree)")
    print("AGREEMENT: \(percent(lexerAgreed, lexerUnion)) of \(lexerUnion) distinct spans agree, counting the parser's \(resplitClusters) re-splits of a lexer token as agreeing (\(lexerUnion - lexerAgreed) disagree)")
}
if !compareWithLexer { print("comments: \(percent(t.commentAgreed, commentUnion)) of \(commentUnion) agree") }
print("operator fixity (prefix/postfix/binary, where both have the operator): \(percent(t.fixityAgreed, t.operatorsCompared)) of \(t.operatorsCompared) agree")
print("")
print("by class (swift-syntax units, agreeing):")
for (unitClass, count) in t.perClassTheirs.sorted(by: { $0.key < $1.key }) {
    let agreed = t.perClassAgreed[unitClass] ?? 0
    print("  \(unitClass.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(count) units, \(percent(agreed, count))")
}
print("")
print("disagreement classes (clusters of overlapping disagreeing units; units involved):")
for (name, entry) in t.classes.sorted(by: { ($1.value.clusters, $0.key) < ($0.value.clusters, $1.key) }) {
    print("- \(entry.clusters) × \(name) (\(entry.units) units)")
    for example in entry.examples {
        print("    \(example.file):\(example.line): \(example.description)")
    }
}
if !t.fixityClasses.isEmpty {
    print("")
    print("operator fixity disagreements:")
    for (name, entry) in t.fixityClasses.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) }) {
        print("- \(entry.count) × \(name)")
        for example in entry.examples { print("    \(example.file):\(example.line): \(example.description)") }
    }
}
