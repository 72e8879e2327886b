import Foundation

/// The helpers of the support file (`combine-migrate support`) that migrated code calls. An
/// `Edit` says which its replacement calls (the rules that write `bufferedValues()` or
/// `Task { … }.store(in:)` mark their edits), and a file which it declares, so that a run can
/// tell a module that needs the support file from one that has it (`SupportCheck`).
public struct SupportHelpers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `Task { … }.store(in: &set)`.
    public static let taskStore = SupportHelpers(rawValue: 1 << 0)
    /// `target = Task { … }.cancellable`.
    public static let taskCancellable = SupportHelpers(rawValue: 1 << 1)
    /// `publisher.bufferedValues()`, with its stream's `isFinished` and `failure(_:)`.
    public static let bufferedValues = SupportHelpers(rawValue: 1 << 2)
    /// `firstValue()`, `firstValueOrNil()`.
    public static let firstValue = SupportHelpers(rawValue: 1 << 3)
    public static let asyncMap = SupportHelpers(rawValue: 1 << 4)
    public static let asyncPublisher = SupportHelpers(rawValue: 1 << 5)

    /// What a `Task` loop over a publisher's values calls, stored as `lifetime` says.
    static func taskLoop(assigned: Bool) -> SupportHelpers {
        [.bufferedValues, assigned ? .taskCancellable : .taskStore]
    }

    private static let described: [(SupportHelpers, String)] = [
        (.bufferedValues, "bufferedValues()"), (.taskStore, "Task.store(in:)"), (.taskCancellable, "Task.cancellable"),
        (.firstValue, "firstValue()"), (.asyncMap, "asyncMap(_:)"), (.asyncPublisher, "asyncPublisher"),
    ]

    /// The helpers as code names them: `bufferedValues()`, `Task.store(in:)`…
    public var names: [String] { Self.described.filter { contains($0.0) }.map(\.1) }

    /// `bufferedValues() and Task.store(in:)`.
    public var listed: String {
        let names = self.names
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The helpers called in `code`: `.bufferedValues()`, `.firstValue()`, `.asyncMap`,
    /// `.asyncPublisher`, and `.store(in:)` or `.cancellable` right after a `Task { … }`.
    /// For a rewrite template, whose text is all there is to go by.
    static func called(in code: CodeView) -> SupportHelpers {
        var helpers: SupportHelpers = []
        for p in 0..<code.count where code.kind(p) == .period {
            switch code.text(p + 1) {
            case "bufferedValues": helpers.insert(.bufferedValues)
            case "firstValue", "firstValueOrNil": helpers.insert(.firstValue)
            case "asyncMap": helpers.insert(.asyncMap)
            case "asyncPublisher": helpers.insert(.asyncPublisher)
            case "store" where code.isTaskClosure(endingAt: p - 1): helpers.insert(.taskStore)
            case "cancellable" where code.isTaskClosure(endingAt: p - 1): helpers.insert(.taskCancellable)
            default: break
            }
        }
        return helpers
    }

    /// The helpers a rewrite template calls, its holes aside.
    static func called(in template: Template) -> SupportHelpers {
        let text = template.pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .hole: " \(Template.placeholderPrefix) "
            }
        }
        return called(in: CodeView(TokenizedSource(text.joined())))
    }

    /// The helpers `code` declares: `func bufferedValues`, `func firstValue`, `func asyncMap`,
    /// `var asyncPublisher`, and `func store` or `var cancellable` in an `extension Task`.
    static func declared(in code: CodeView) -> SupportHelpers {
        var helpers: SupportHelpers = []
        for p in 0..<code.count {
            if code.isWord(p, "func") || code.isWord(p, "var") {
                switch code.text(p + 1) {
                case "bufferedValues": helpers.insert(.bufferedValues)
                case "firstValue", "firstValueOrNil": helpers.insert(.firstValue)
                case "asyncMap": helpers.insert(.asyncMap)
                case "asyncPublisher": helpers.insert(.asyncPublisher)
                default: break
                }
            } else if code.isWord(p, "extension"), code.isWord(p + 1, "Task") {
                var open = p + 2
                while open < code.count, code.kind(open) != .leftBrace { open += 1 }
                guard let close = code.partner(open) else { continue }
                for q in open..<close where code.isWord(q, "func") || code.isWord(q, "var") {
                    if code.isWord(q, "func"), code.isWord(q + 1, "store") { helpers.insert(.taskStore) }
                    if code.isWord(q, "var"), code.isWord(q + 1, "cancellable") { helpers.insert(.taskCancellable) }
                }
            }
        }
        return helpers
    }

    /// The helpers `bytes` declares (see `declared(in:)`); a file without
    /// `declarationAnchors` is not tokenized.
    static func declared(in bytes: [UInt8]) -> SupportHelpers {
        declarationFilter.admits(bytes) ? declared(in: CodeView(TokenizedSource(bytes: bytes))) : []
    }

    /// The words a file that declares a helper holds (`declared(in:)`).
    static let declarationAnchors = Anchors(alternatives: [
        ["bufferedValues"], ["firstValue"], ["firstValueOrNil"], ["asyncMap"], ["asyncPublisher"], ["extension", "Task"],
    ])

    private static let declarationFilter = AnchorFilter(declarationAnchors)
}

extension CodeView {
    /// Whether the `}` at `close` ends a `Task { … }` or `Task(…) { … }` closure.
    fileprivate func isTaskClosure(endingAt close: Int) -> Bool {
        guard kind(close) == .rightBrace, let open = partner(close) else { return false }
        if isWord(open - 1, "Task") { return true }
        guard kind(open - 1) == .rightParen, let arguments = partner(open - 1) else { return false }
        return isWord(arguments - 1, "Task")
    }
}
