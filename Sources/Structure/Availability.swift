import Tokenizer
import Core

extension CodeView {
    /// What the `@available` attributes of the declarations around `p` (functions, types,
    /// extensions) guarantee: `@available(iOS 15, macOS 12, *)`, `@available(iOS,
    /// introduced: 15)`, `@available(watchOS, unavailable)`.
    package func availability(around p: CodePosition) -> PlatformVersions {
        var found = PlatformVersions()
        var brace = enclosingBrace(of: p)
        while let open = brace {
            switch braceKind(open) {
            case .function, .type:
                if let head = statementHead(ofBrace: open) { readAvailable(in: head..<open, into: &found) }
            case .closure, .statement: break
            }
            brace = enclosingBrace(of: open)
        }
        return found
    }

    private func readAvailable(in range: Range<CodePosition>, into found: inout PlatformVersions) {
        for q in range where kind(q) == .atSign && isWord(q + 1, "available") && kind(q + 2) == .leftParen {
            guard let close = partner(q + 2) else { continue }
            let pieces = splitTopLevel(from: q + 3, to: close)
            guard let first = pieces.first, kind(first.lowerBound) == .identifier else { continue }
            let platform = text(first.lowerBound)
            if first.count == 1 {
                // `@available(iOS, introduced: 15.0)`, `@available(iOS, unavailable)`
                for piece in pieces.dropFirst() {
                    if piece.count == 1, isWord(piece.lowerBound, "unavailable") { found.raise(platform, to: PlatformVersions.unavailable) }
                    if isWord(piece.lowerBound, "introduced"), kind(piece.lowerBound + 1) == .colon,
                        let version = version(in: (piece.lowerBound + 2)..<piece.upperBound)
                    {
                        found.raise(platform, to: version)
                    }
                }
                continue
            }
            // `@available(iOS 15.0, macOS 12, *)`
            for piece in pieces where kind(piece.lowerBound) == .identifier {
                if let version = version(in: (piece.lowerBound + 1)..<piece.upperBound) {
                    found.raise(text(piece.lowerBound), to: version)
                }
            }
        }
    }

    /// `15`, `15.0`, `10.15.4` as tokens (or a string's segment `"13.5"`).
    private func version(in range: Range<CodePosition>) -> [Int]? {
        let written = range.map { text($0) }.joined().filter { $0 != "\"" }
        let components = written.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !components.isEmpty, components.allSatisfy({ $0 != nil }) else { return nil }
        return components.map { $0! }
    }

    /// The platform and version an element of a manifest's `platforms:` spells:
    /// `.iOS(.v13)`, `SupportedPlatform.macOS("11.4")`, `.macOS(.v10_15)`; nil for any other
    /// shape (`.custom("freebsd", versionString: "13")`, a version held in a variable).
    package func supportedPlatform(_ element: Range<CodePosition>) -> (platform: String, version: [Int])? {
        guard let open = element.first(where: { kind($0) == .leftParen }), kind(open - 2) == .period,
            let end = partner(open), end == element.upperBound - 1, isName(open - 1)
        else { return nil }
        let argument = (open + 1)..<end
        if argument.count == 2, kind(argument.lowerBound) == .period, text(argument.lowerBound + 1).hasPrefix("v") {
            let parts = text(argument.lowerBound + 1).dropFirst().split(separator: "_")
            let components = parts.compactMap { Int($0) }
            guard !parts.isEmpty, components.count == parts.count else { return nil }
            return (text(open - 1), components)
        }
        return version(in: argument).map { (text(open - 1), $0) }
    }
}
