import Core
import Structure
import Tokenizer

/// `import-cleanup`: removes `import Combine` (or `import OpenCombine`) from a file that no
/// longer uses anything Combine provides.
///
/// It runs once, after the migrations, so a file whose last `sink` was just rewritten loses
/// its import in the same run. Names in strings, comments and regex literals do not count
/// as uses; names in code do, including members Combine adds to other types
/// (`dataTaskPublisher`, `sink`, `store(in:)`, `objectWillChange`, `values`…).
package struct ImportCleanup: BuiltInRule {
    package static let id = "import-cleanup"
    package let summary = "Remove `import Combine` from files that no longer use Combine"
    package let isEnabledByDefault = true
    package let phase = RulePhase.cleanup
    package let example = RuleExample(
        before: """
            import Combine
            import Foundation

            func load() async throws -> Data {
                try await URLSession.shared.data(from: URL(string: "https://example.com")!).0
            }
            """,
        after: """
            import Foundation

            func load() async throws -> Data {
                try await URLSession.shared.data(from: URL(string: "https://example.com")!).0
            }
            """
    )
    package let notes = """
        Removes a plain `import Combine` / `import OpenCombine` (also with `@preconcurrency`) \
        when no identifier in the file's code names a Combine type, protocol or member \
        (see `ImportCleanup.combineNames`). Generic operator names that also exist on \
        sequences (`map`, `filter`, …) do not keep the import on their own: a publisher \
        chain in a file also names a Combine type or a Combine-only member such as `sink`, \
        `assign`, `store(in:)`, `values` or `eraseToAnyPublisher` — or calls a member of a \
        projected value (`$error.compactMap { $0 }`) or of a name ending in `Publisher` \
        (`navigationPublisher.first()`), which is a Combine operator however generic its name \
        and needs the import under Swift's `MemberImportVisibility`. Any `__`-prefixed name \
        also keeps it (OpenCombine re-exports helpers such as `__UnfairLock`). \
        Left alone, with a note: an import inside `#if`, one with another attribute \
        (`@_exported`, `@testable`), and one sharing its line with other code or a comment. \
        Behaviour is unchanged: only an unused import goes.
        """

    package init() {}

    /// It removes only imports of these modules.
    package var anchors: Anchors? { Anchors(anyOf: Array(Self.modules).sorted()) }

    /// Modules treated as Combine.
    static let modules: Set<String> = ["Combine", "OpenCombine", "OpenCombineShim"]

    /// Identifiers whose presence in code means the file still uses Combine.
    static let combineNames: Set<String> = [
        // The modules themselves, e.g. `Combine.Publisher`.
        "Combine", "OpenCombine", "OpenCombineShim", "OpenCombineFoundation", "OpenCombineDispatch",
        // Types and protocols.
        "Publisher", "Publishers", "AnyPublisher", "Subscriber", "Subscribers", "AnySubscriber",
        "Subscription", "Subscriptions", "Cancellable", "AnyCancellable", "Subject",
        "PassthroughSubject", "CurrentValueSubject", "Just", "Future", "Deferred", "Empty", "Fail",
        "Record", "Published", "ObservableObject", "ObservableObjectPublisher",
        "ConnectablePublisher", "Scheduler", "ImmediateScheduler",
        "SchedulerTimeIntervalConvertible", "CombineIdentifier",
        "CustomCombineIdentifierConvertible", "TopLevelEncoder", "TopLevelDecoder",
        "AsyncPublisher", "AsyncThrowingPublisher",
        // Members Combine adds to its own and to Foundation's types.
        "sink", "assign", "eraseToAnyPublisher", "dataTaskPublisher", "publisher", "publish",
        "autoconnect", "objectWillChange", "values", "send", "makeConnectable", "multicast",
        "share", "debounce", "throttle", "removeDuplicates", "combineLatest", "switchToLatest",
        "setFailureType", "replaceError", "replaceEmpty", "replaceNil", "handleEvents",
        "receiveCompletion", "receiveValue", "tryMap", "tryCatch", "tryFilter",
        "tryCompactMap", "tryReduce", "tryScan", "eraseToAnySubscriber", "retry",
        "mapError", "assertNoFailure", "breakpointOnError", "prepend", "append",
    ]

    /// Members that are Combine's only with these argument labels (`store(in:)`, `receive(on:)`).
    /// The hashes (`TokenizedSource.hash`) of `combineNames` and `labeledMembers`' names.
    private static let nameHashes = Set((combineNames.map { $0 } + labeledMembers.keys).map { TokenizedSource.hash(Array($0.utf8)) })

    static let labeledMembers: [String: String] = [
        "store": "in", "receive": "on", "subscribe": "on", "decode": "type", "encode": "encoder",
        "collect": "by", "delay": "for", "timeout": "scheduler", "measureInterval": "using",
    ]

    package func apply(to source: TokenizedSource) -> RuleResult {
        // Every module name contains "Combine": a file without those bytes has no import to remove.
        guard source.contains(Array("Combine".utf8)) else { return RuleResult() }
        let end = source.codePositions.upperBound
        var imports: [CodePosition] = []  // the `import` keywords of a Combine module
        var conditionalDepth = 0
        var importDepths: [CodePosition: Int] = [:]
        for position in source.codePositions {
            let token = source.codeToken(position)
            if token.kind == .poundKeyword {
                if source.codeToken(position, is: "#if") { conditionalDepth += 1 }
                if source.codeToken(position, is: "#endif") { conditionalDepth = max(0, conditionalDepth - 1) }
                continue
            }
            if token.kind == .keyword, source.codeToken(position, is: "import"), position + 1 < end,
                Self.modules.contains(source.text(ofCode: position + 1)),
                !(position + 2 < end && source.codeToken(position + 2).kind == .period)
            {
                imports.append(position)
                importDepths[position] = conditionalDepth
                continue
            }
            if (token.kind == .identifier || token.kind == .projectedIdentifier), callsPublisherMember(position, source) {
                return RuleResult()
            }
            if token.kind == .identifier, usesCombine(position, source) {
                // The module name of an import we matched is not a use.
                if position > .start, imports.last == position - 1 { continue }
                return RuleResult()
            }
        }
        var result = RuleResult()
        for position in imports {
            let site = ImportSite(source: source, importPosition: position)
            if importDepths[position, default: 0] > 0 {
                result.diagnostics.append(note(at: site.start, "`import` inside `#if` kept; remove it by hand if no branch needs it"))
            } else if let attribute = site.otherAttribute {
                result.diagnostics.append(note(at: site.start, "`import` with `@\(attribute)` kept"))
            } else if let range = site.removableLineRange() {
                result.edits.append(Edit(range: range, replacement: "", rule: id))
            } else {
                result.diagnostics.append(note(at: site.start, "`import` shares its line with other code or a comment; kept"))
            }
        }
        return result
    }

    /// Whether the name at `position` is a publisher whose member is called, which a
    /// Combine operator may be however generic its name (`tab.$error.compactMap { $0 }.first()`,
    /// `navigationPublisher.first()`): a projected value (`$error`, a `@Published` property's
    /// publisher, or a SwiftUI binding) or a name ending in `Publisher`. Such a call needs the
    /// import where members are visible only through their module's import (Swift's
    /// `MemberImportVisibility`), so the import stays.
    private func callsPublisherMember(_ position: CodePosition, _ source: TokenizedSource) -> Bool {
        let token = source.codeToken(position)
        guard position + 3 < source.codePositions.upperBound, source.codeToken(position + 1).kind == .period,
            source.codeToken(position + 2).kind == .identifier
        else { return false }
        if token.kind == .identifier {
            let suffix = Array("Publisher".utf8)
            guard token.length > suffix.count, source.bytes[(token.end - suffix.count)..<token.end].elementsEqual(suffix) else {
                return false
            }
        }
        let next = source.codeToken(position + 3).kind
        return next == .leftParen || next == .leftBrace
    }

    private func usesCombine(_ position: CodePosition, _ source: TokenizedSource) -> Bool {
        // Most names are none of these: their hash says so without making a `String`.
        let token = source.codeToken(position)
        let underscored = token.length >= 2 && source.bytes[token.start] == UInt8(ascii: "_")
            && source.bytes[token.start + 1] == UInt8(ascii: "_")
        guard underscored || Self.nameHashes.contains(source.codeHash(position)) else { return false }
        let name = source.text(ofCode: position)
        // `#if canImport(Combine)` names the module without using it.
        if position - 2 >= .start, source.codeToken(position - 1).kind == .leftParen,
            source.codeToken(position - 2, is: "canImport")
        {
            return false
        }
        // OpenCombine re-exports helpers such as `__UnfairLock`; any `__` name may be one.
        if Self.combineNames.contains(name) || name.hasPrefix("__") { return true }
        guard let label = Self.labeledMembers[name], position + 2 < source.codePositions.upperBound,
            source.codeToken(position + 1).kind == .leftParen
        else { return false }
        return source.text(ofCode: position + 2) == label
    }

    private func note(at offset: ByteOffset, _ message: String) -> Diagnostic {
        Diagnostic(.note, at: offset, message, rule: id)
    }
}

/// One `import Combine` statement and the bytes around it.
private struct ImportSite {
    let source: TokenizedSource
    /// Byte offset where the statement starts (its attribute, if any).
    let start: ByteOffset
    /// Byte offset just after the module name.
    let end: ByteOffset
    /// An attribute other than `@preconcurrency` written before `import`.
    let otherAttribute: String?

    init(source: TokenizedSource, importPosition: CodePosition) {
        self.source = source
        var start = importPosition
        var otherAttribute: String?
        while start - 2 >= .start, source.codeToken(start - 1).kind == .identifier, source.codeToken(start - 2).kind == .atSign {
            let name = source.text(ofCode: start - 1)
            if name != "preconcurrency" { otherAttribute = name }
            start -= 2
        }
        let bytes = source.byteRange(ofCode: start..<importPosition + 2)
        self.start = bytes.lowerBound
        self.end = bytes.upperBound
        self.otherAttribute = otherAttribute
    }

    /// The whole line holding the statement, with its line break — and the blank line
    /// after it when the import opened the file or a block of lines — or nil when anything
    /// else shares the line.
    func removableLineRange() -> Range<ByteOffset>? {
        let bytes = source.bytes
        let fileEnd = bytes.endOffset
        var lineStart = start
        while lineStart > .start, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") {
            lineStart -= 1
        }
        guard lineStart == .start || LineBreak.isBreak(bytes[lineStart - 1]) || isBOMEnd(lineStart) else { return nil }
        var lineEnd = end
        while lineEnd < fileEnd, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") {
            lineEnd += 1
        }
        guard lineEnd == fileEnd || LineBreak.isBreak(bytes[lineEnd]) else { return nil }
        if lineEnd == fileEnd, lineStart > .start, !isBOMEnd(lineStart) {
            // The last line, with no line break after it: take the one before it instead,
            // so the file still ends without one.
            return lineStart - LineBreak.length(endingAt: lineStart, in: bytes)..<lineEnd
        }
        lineEnd = Lines.afterBreak(lineEnd, in: bytes)
        let startsBlock = lineStart == .start || isBOMEnd(lineStart) || Lines.isBlankLine(endingAt: lineStart, in: bytes)
        if startsBlock, let blankEnd = Lines.blankLineEnd(at: lineEnd, in: bytes) { lineEnd = blankEnd }
        return lineStart..<lineEnd
    }

    private func isBOMEnd(_ offset: ByteOffset) -> Bool {
        guard let first = source.tokens.first, first.kind == .byteOrderMark else { return false }
        return offset == first.end
    }
}
