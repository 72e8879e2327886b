import Foundation

/// A file's bytes with their tokens and bracket pairs: the input of every later stage.
///
/// Bracket pairs (`()`, `[]`, `{}`, a string literal's delimiters, an interpolation's
/// `\(` and `)`) are computed once, in linear time, between code tokens (`codePartners`,
/// constant time); `partner(of:)` answers for a token index in logarithmic time.
///
/// `public`, its members `package`: Swift inlines the `@inlinable` members of a `package`
/// type only inside its own module, so every token the later stages read would be a call.
public struct TokenizedSource: Sendable {
    package let bytes: [UInt8]
    @usableFromInline package let tokens: [Token]

    /// The code tokens (everything but trivia), as indices into `tokens`: what templates
    /// match against, so that whitespace, newlines and comments never matter. Stored as
    /// `Int32` to keep the tables small; read through the typed accessors of
    /// TokenizedSource+Positions.swift.
    @usableFromInline let code: [Int32]
    /// For each code token, the code position of its bracket partner, or -1.
    @usableFromInline let codePartners: [Int32]
    /// For each code token, whether a line break comes between it and the code token before.
    @usableFromInline let lineBreaks: [Bool]
    /// For each code token that is a name (`TokenKind.isName`), a hash of its bytes
    /// (`TokenizedSource.hash`), 0 for other tokens: the matcher finds a template's anchor
    /// name by comparing these before comparing bytes.
    @usableFromInline let codeHashes: [UInt32]
    /// A Bloom filter of the names (identifiers and keywords) in the code: a rule whose
    /// anchor name is not in it skips the file at once.
    let nameFilter: [UInt64]
    static let filterWords = 256
    /// Analyses of this file version that several rules share (computed once, on first
    /// use): the Structure layer's tables and the sites a family of rules finds.
    package let analyses = FileAnalyses()
    /// The file's path, when the run knows it: some code is kept for what its file is
    /// (`CombineImplementation.fileReason`).
    package private(set) var path: String?

    /// The file at `path` (when the run knows it), tokenized.
    package init(bytes: [UInt8], path: String?) {
        self.init(bytes: bytes)
        self.path = path
    }

    package init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        let (tokens, codeCount) = bytes.withUnsafeBufferPointer { Lexer.tokenizeCountingCode($0) }
        self.tokens = tokens
        var codePartners = [Int32](repeating: -1, count: codeCount)
        var nameFilter = [UInt64](repeating: 0, count: Self.filterWords)
        var lineBreakBefore: [Bool] = []
        var codeHashes: [UInt32] = []
        // One pass over the tokens builds the code view, the hashes, the name filter and
        // the bracket pairs (see `pairBrackets` for the pairing rule), through raw buffers:
        // this runs for every file with anchors, right after the lexer.
        code = [Int32](unsafeUninitializedCapacity: codeCount) { code, initializedCode in
            lineBreakBefore = [Bool](unsafeUninitializedCapacity: codeCount) { lineBreakBefore, initializedLineBreaks in
                codeHashes = [UInt32](unsafeUninitializedCapacity: codeCount) { codeHashes, initializedHashes in
                    bytes.withUnsafeBufferPointer { buffer in
                        tokens.withUnsafeBufferPointer { tokens in
                            codePartners.withUnsafeMutableBufferPointer { codePartners in
                                nameFilter.withUnsafeMutableBufferPointer { nameFilter in
                                    Self.buildCodeView(buffer, tokens, code, lineBreakBefore, codeHashes, codePartners, nameFilter)
                                }
                            }
                        }
                    }
                    initializedHashes = codeCount
                }
                initializedLineBreaks = codeCount
            }
            initializedCode = codeCount
        }
        self.lineBreaks = lineBreakBefore
        self.codeHashes = codeHashes
        self.codePartners = codePartners
        self.nameFilter = nameFilter
    }

    /// What the code view does with a token of each kind.
    private enum Role: UInt8 { case lineBreak, blockComment, trivia, name, opener, closer, other }

    nonisolated(unsafe) private static let roles: UnsafePointer<Role> = {
        let roles = UnsafeMutablePointer<Role>.allocate(capacity: 256)
        roles.initialize(repeating: .other, count: 256)
        for kind in TokenKind.allCases {
            let role: Role
            if kind == .newline {
                role = .lineBreak
            } else if kind == .blockComment || kind == .docBlockComment {
                role = .blockComment
            } else if kind.isTrivia {
                role = .trivia
            } else if kind.isName {
                role = .name
            } else if kind.closer != nil {
                role = .opener
            } else if kind.isCloser {
                role = .closer
            } else {
                role = .other
            }
            roles[Int(kind.rawValue)] = role
        }
        return UnsafePointer(roles)
    }()

    /// Fills every position of `code`, `lineBreakBefore` and `codeHashes`, and the pairs of
    /// `codePartners` (which holds -1 elsewhere).
    private static func buildCodeView(
        _ buffer: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>, _ code: UnsafeMutableBufferPointer<Int32>,
        _ lineBreakBefore: UnsafeMutableBufferPointer<Bool>, _ codeHashes: UnsafeMutableBufferPointer<UInt32>,
        _ codePartners: UnsafeMutableBufferPointer<Int32>, _ nameFilter: UnsafeMutableBufferPointer<UInt64>
    ) {
        let roles = Self.roles
        // The openers not yet closed (code positions), and how many of each kind.
        let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, code.count))
        defer { stack.deallocate() }
        var depth = 0
        var openCount = (Int(0), Int(0), Int(0), Int(0), Int(0))
        func slot(_ opener: TokenKind) -> Int {
            switch opener {
            case .leftParen: return 0
            case .leftBrace: return 1
            case .leftBracket: return 2
            case .stringStart: return 3
            default: return 4
            }
        }
        func count(_ opener: TokenKind) -> Int {
            switch slot(opener) {
            case 0: return openCount.0
            case 1: return openCount.1
            case 2: return openCount.2
            case 3: return openCount.3
            default: return openCount.4
            }
        }
        func add(_ opener: TokenKind, _ delta: Int) {
            switch slot(opener) {
            case 0: openCount.0 += delta
            case 1: openCount.1 += delta
            case 2: openCount.2 += delta
            case 3: openCount.3 += delta
            default: openCount.4 += delta
            }
        }
        var sawLineBreak = false
        var position = 0
        for index in tokens.indices {
            let token = tokens[index]
            let kind = token.kind
            let role = roles[Int(kind.rawValue)]
            switch role {
            case .lineBreak:
                sawLineBreak = true
                continue
            case .blockComment:
                if buffer[token.range].contains(where: LineBreak.isBreak) { sawLineBreak = true }
                continue
            case .trivia:
                continue
            default:
                break
            }
            code[position] = Int32(index)
            lineBreakBefore[position] = sawLineBreak
            codeHashes[position] = 0
            sawLineBreak = false
            switch role {
            case .name:
                let hash = hash(buffer, token)
                codeHashes[position] = hash
                nameFilter[Int(hash >> 6) % filterWords] |= 1 << UInt64(hash & 63)
            case .opener:
                stack[depth] = Int32(position)
                depth += 1
                add(kind, 1)
            case .closer:
                let opener = opener(of: kind)
                guard count(opener) > 0 else { break }
                while depth > 0 {
                    depth -= 1
                    let top = stack[depth]
                    let topKind = tokens[Int(code[Int(top)])].kind
                    add(topKind, -1)
                    if topKind == opener {
                        codePartners[Int(top)] = Int32(position)
                        codePartners[position] = top
                        break
                    }
                }
            default:
                break
            }
            position += 1
        }
    }

    /// Pairs openers with closers using a stack. A closer with no opener of its kind open is
    /// left unpaired; one that skips over other openers leaves those unpaired. Each token is
    /// pushed and popped at most once, so this is linear even on hostile input.
    static func pairBrackets(_ tokens: [Token]) -> [Int32] {
        var partners = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        var openCount = [Int](repeating: 0, count: Int(TokenKind.unknown.rawValue) + 1)
        for (index, token) in tokens.enumerated() {
            if token.kind.closer != nil {
                stack.append(Int32(index))
                openCount[Int(token.kind.rawValue)] += 1
            } else if token.kind.isCloser {
                let opener = Self.opener(of: token.kind)
                guard openCount[Int(opener.rawValue)] > 0 else { continue }
                while let top = stack.popLast() {
                    let topKind = tokens[Int(top)].kind
                    openCount[Int(topKind.rawValue)] -= 1
                    if topKind == opener {
                        partners[Int(top)] = Int32(index)
                        partners[index] = top
                        break
                    }
                }
            }
        }
        return partners
    }

    static func opener(of closer: TokenKind) -> TokenKind {
        switch closer {
        case .rightParen: return .leftParen
        case .rightBrace: return .leftBrace
        case .rightBracket: return .leftBracket
        case .stringEnd: return .stringStart
        default: return .interpolationStart
        }
    }
}
