// The invariants the fuzzers (FuzzTokenizer.swift, FuzzRewrite.swift, FuzzConfiguration.swift,
// FuzzProject.swift) and the mutation test
// (MutateMain.swift) check on every input. This file is compiled together with the library's
// sources into each of those binaries (see Scripts/fuzz.sh and Scripts/mutate.sh), so it
// sees the library's internal declarations; it is not part of the SwiftPM package.
//
// Each check returns a description of the first violation, or nil.

import Foundation

enum FuzzInvariants {
    /// Why `tokens` are not a lossless cover of `count` bytes: the first token must start at
    /// 0, every token must be non-empty and start where the one before it ends, and the last
    /// must end at `count`. Joining the tokens' bytes then gives the input back.
    static func losslessProblem(count: Int, _ tokens: [Token]) -> String? {
        var expected = 0
        for (index, token) in tokens.enumerated() {
            if token.length == 0 { return "token \(index) (\(token.kind)) at byte \(token.start.value) is empty" }
            if token.start.value != expected {
                return "token \(index) (\(token.kind)) starts at byte \(token.start.value), expected \(expected)"
            }
            expected = token.end.value
        }
        return expected == count ? nil : "tokens end at byte \(expected) of \(count)"
    }

    /// Why the bracket pairs of `source` are inconsistent: a partner must point back, be of
    /// the matching kind and lie on the right side.
    static func pairingProblem(_ source: TokenizedSource) -> String? {
        for index in source.tokens.indices.map(TokenIndex.init) {
            guard let partner = source.partner(of: index) else { continue }
            let kind = source.tokens[index].kind
            let other = source.tokens[partner].kind
            if source.partner(of: partner) != index { return "token \(index.value) (\(kind)) pairs one way only" }
            if let closer = kind.closer {
                if other != closer || partner <= index {
                    return "token \(index.value) (\(kind)) paired with \(other) at \(partner.value)"
                }
            } else if !kind.isCloser {
                return "token \(index.value) (\(kind)) is not a bracket but has a partner"
            }
        }
        return nil
    }

    static func isBracket(_ kind: TokenKind) -> Bool {
        switch kind {
        case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace: return true
        default: return false
        }
    }

    /// The first `()`, `[]` or `{}` token left unpaired, if any.
    static func firstUnpairedBracket(_ source: TokenizedSource) -> Int? {
        source.tokens.indices.first { isBracket(source.tokens[$0].kind) && source.partner(of: TokenIndex($0)) == nil }
    }

    /// Tokenizes `bytes` and checks the round trip and the bracket pairs.
    static func tokenizerProblem(_ bytes: [UInt8]) -> String? {
        let source = TokenizedSource(bytes: bytes)
        if let problem = losslessProblem(count: bytes.count, source.tokens) { return "not lossless: \(problem)" }
        // The round trip, byte for byte (implied by the above; cheap, and the real claim).
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        for token in source.tokens { joined += bytes[token.range] }
        if joined != bytes { return "joined tokens differ from the input" }
        if let problem = pairingProblem(source) { return "bad bracket pairs: \(problem)" }
        // The code view agrees with the tokens.
        if source.code.count != source.tokens.lazy.filter({ !$0.kind.isTrivia }).count { return "code view count" }
        return nil
    }

    /// The rules a default run uses (`combine-migrate PATH` with no options), and its site census.
    static let defaultRewriter = Rewriter(rules: RuleCatalog.select(only: nil, disabled: []).rules, census: CombineSiteNotes())

    /// Rewrites `bytes` with the default rules and checks: the output is lossless and
    /// consistently paired; if every `()[]{}` of the input was paired, every one of the output
    /// is; rewriting the output changes nothing (idempotence); and the anchor filter changes
    /// nothing (the same output and diagnostics without it).
    static func rewriteProblem(_ bytes: [UInt8], rewriter: Rewriter = defaultRewriter) -> String? {
        rewriteCheck(bytes, rewriter: rewriter).problem
    }

    /// `rewriteProblem`, and whether the rewrite changed the input.
    static func rewriteCheck(_ bytes: [UInt8], rewriter: Rewriter = defaultRewriter) -> (problem: String?, changed: Bool) {
        let outcome = rewriter.rewrite(bytes)
        let once = outcome.output
        var problem = rewriteProblem(bytes, once, rewriter: rewriter)
        if problem == nil, rewriter.filtersByAnchors {
            let unfiltered = Rewriter(rules: rewriter.rules, census: rewriter.census, filtersByAnchors: false).rewrite(bytes)
            if unfiltered.output != once || unfiltered.diagnostics != outcome.diagnostics {
                problem = "the anchor filter changes the outcome: \(unfiltered.diagnostics.count) diagnostics without it, "
                    + "\(outcome.diagnostics.count) with it; outputs \(unfiltered.output == once ? "equal" : "differ")"
            }
        }
        return (problem, once != bytes)
    }

    private static func rewriteProblem(_ bytes: [UInt8], _ once: [UInt8], rewriter: Rewriter) -> String? {
        if once != bytes {
            if let problem = tokenizerProblem(once) { return "output: \(problem)" }
            let input = TokenizedSource(bytes: bytes)
            if firstUnpairedBracket(input) == nil {
                let output = TokenizedSource(bytes: once)
                if let stray = firstUnpairedBracket(output) {
                    let token = output.tokens[stray]
                    return "brackets balanced in the input but not in the output: unpaired \(token.kind) at byte \(token.start)"
                }
            }
        }
        let twice = once == bytes ? once : rewriter.rewrite(once).output
        if twice != once {
            let at = zip(once, twice).prefix { $0 == $1 }.count
            return "not idempotent: rewriting the output changes it again (first difference at byte \(at); "
                + "\(once.count) bytes, then \(twice.count))"
        }
        return nil
    }

    /// The cuts of `bytes` into parts (`FileParts`), with small parts and windows: the parts
    /// cover the file in order, each after the first starts after a `\n`, the preamble is
    /// in the first; and the parts, each lexed on its own, give the file's tokens.
    static func partsProblem(_ bytes: [UInt8]) -> String? {
        partsCheck(bytes).problem
    }

    /// `partsProblem`, and whether the file was cut into parts at all.
    static func partsCheck(_ bytes: [UInt8]) -> (problem: String?, cut: Bool) {
        let whole = Lexer.tokenize(bytes)
        var cut = false
        for (size, window, margin) in [(32, 256, 64), (200, 4 << 20, 1 << 16)] {
            guard let layout = FileParts.cut(bytes, size: size, window: window, margin: margin) else { continue }
            cut = true
            let label = "parts of \(size) bytes, windows of \(window)"
            guard layout.parts.first?.lowerBound == 0, layout.parts.last?.upperBound == bytes.count,
                zip(layout.parts, layout.parts.dropFirst()).allSatisfy({ $0.upperBound == $1.lowerBound && !$0.isEmpty })
            else { return ("\(label): the parts do not cover the file in order", cut) }
            if layout.preamble.lowerBound != 0 || layout.preamble.upperBound > layout.parts[0].upperBound {
                return ("\(label): the preamble is not in the first part", cut)
            }
            if let part = layout.parts.dropFirst().first(where: { bytes[$0.lowerBound - 1] != UInt8(ascii: "\n") }) {
                return ("\(label): a cut at byte \(part.lowerBound) does not follow a line feed", cut)
            }
            var joined: [Token] = []
            for part in layout.parts {
                joined += Lexer.tokenize(Array(bytes[part])).map { Token(kind: $0.kind, offset: Int($0.offset) + part.lowerBound, length: Int($0.length)) }
            }
            if joined != whole {
                let at = zip(joined, whole).prefix { $0 == $1 }.count
                return ("\(label): the parts' tokens are not the file's (first difference at token \(at))", cut)
            }
        }
        return (nil, cut)
    }

    /// The configuration's JSON reader on `bytes`: an error's line and column lie inside the
    /// input (or just past its end), and what it accepts, Foundation accepts.
    static func configurationProblem(_ bytes: [UInt8]) -> String? {
        do {
            _ = try JSONReader.parse(bytes)
        } catch {
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let position = error.position
            guard position.line >= 1, position.line <= lines.count, position.column >= 1,
                position.column <= lines[position.line - 1].count + 1
            else { return "error '\(error.message)' at \(position), outside the input's \(lines.count) lines" }
            return nil
        }
        // Foundation reads a document that starts with a byte-order mark as UTF-8 too.
        guard (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil else {
            return "accepted what JSONSerialization rejects: \(String(decoding: bytes.prefix(200), as: UTF8.self))"
        }
        return nil
    }

    /// Reads `bytes` as each kind of project file — a `project.pbxproj`, an XcodeGen spec, an
    /// `.xcconfig` (through a project that uses it) — and checks that a refusal names a line
    /// of the input, or what the project lacks. A crash or a hang is the fuzzer's to catch.
    static func projectProblem(_ bytes: [UInt8]) -> String? {
        let lines = bytes.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count + 1
        let text = String(decoding: bytes, as: UTF8.self)
        let disk = ProjectDisk.inMemory(["/p/A.xcconfig": text, "/p/Sources/A.swift": ""])
        let readers: [(String, () throws(ProjectFileError) -> [ProjectModule])] = [
            ("project.pbxproj", { () throws(ProjectFileError) in try XcodeProject.modules(projectFile: "/p/A.xcodeproj/project.pbxproj", bytes: bytes, disk: disk) }),
            ("project.yml", { () throws(ProjectFileError) in try XcodeGenProject.modules(specFile: "/p/project.yml", bytes: bytes, disk: disk) }),
        ]
        for (name, read) in readers {
            do {
                _ = try read()
            } catch {
                let message = error.message
                if message.hasPrefix("no 'objects'") || message.hasPrefix("the project file's 'rootObject'") { continue }
                // `line N: …`, after the name of an included file that failed.
                let number = message.range(of: "line ").flatMap { Int(message[$0.upperBound...].prefix { $0.isNumber }) }
                guard let number, (1...lines).contains(number) else { return "\(name): '\(message)' names no line of the input's \(lines)" }
            }
        }
        // An .xcconfig is never refused: the project reading it must read.
        let project = """
            { objects = { P = {isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = (T); };
            G = {isa = PBXGroup; children = (F, X); sourceTree = "<group>"; };
            F = {isa = PBXFileReference; path = Sources/A.swift; sourceTree = "<group>"; };
            X = {isa = PBXFileReference; path = A.xcconfig; sourceTree = "<group>"; };
            B = {isa = PBXBuildFile; fileRef = F; }; S = {isa = PBXSourcesBuildPhase; files = (B); };
            T = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (S); name = T; };
            L = {isa = XCConfigurationList; buildConfigurations = (C); };
            C = {isa = XCBuildConfiguration; baseConfigurationReference = X; buildSettings = {}; name = Debug; }; }; rootObject = P; }
            """
        do {
            let modules = try XcodeProject.modules(projectFile: "/p/A.xcodeproj/project.pbxproj", bytes: Array(project.utf8), disk: disk)
            if modules.count != 1 { return ".xcconfig: the project's one target was not read" }
        } catch {
            return ".xcconfig: the project was refused: \(error.message)"
        }
        return nil
    }

    /// Why the rewrite of `bytes` (LF line breaks only) is not the same with CRLF or CR
    /// breaks: each version's output must be the LF output with its breaks converted, and its
    /// diagnostics the same, at the same lines and columns. Nil for an input with a `\r`.
    static func lineEndingProblem(_ bytes: [UInt8], rewriter: Rewriter = defaultRewriter) -> String? {
        guard !bytes.contains(UInt8(ascii: "\r")) else { return nil }
        let lf = rewriter.rewrite(bytes)
        let lfDiagnostics = lf.diagnostics.map { $0.formatted(in: LineMap(bytes)) }
        for lineBreak in [LineBreak.crlf, .cr] {
            let converted = lineBreak.replacingLineFeeds(in: bytes)
            let outcome = rewriter.rewrite(converted)
            let expected = lineBreak.replacingLineFeeds(in: lf.output)
            if outcome.output != expected {
                let at = zip(outcome.output, expected).prefix { $0 == $1 }.count
                return "with \(lineBreak) line breaks the output is not the LF output converted (first difference at byte \(at))"
            }
            if outcome.diagnostics.map({ $0.formatted(in: LineMap(converted)) }) != lfDiagnostics {
                return "with \(lineBreak) line breaks the diagnostics differ from the LF ones"
            }
        }
        return nil
    }
}
