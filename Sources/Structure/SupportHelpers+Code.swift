import Core
import Tokenizer

/// Which support helpers code calls and declares, read from its tokens (the vocabulary,
/// `SupportHelpers`, is in Core).
extension SupportHelpers {
    /// The helpers called in `code`: `.bufferedValues()`, `.firstValue()`, `.asyncMap`,
    /// `.asyncPublisher`, `.backDeployedData`, `TaskPublisher`, `.testValues()`, `.untilCompletion(`, `.receivedCompletion(`, and `.store(in:)`
    /// or `.cancellable` right after a `Task { … }`. For a rewrite template, whose text is all
    /// there is to go by.
    package static func called(in code: CodeView) -> SupportHelpers {
        var helpers: SupportHelpers = []
        for p in code.positions where code.isWord(p, "TaskPublisher") && code.kind(p - 1) != .period {
            helpers.insert(.taskPublisher)
        }
        for p in code.positions where code.kind(p) == .period {
            switch code.text(p + 1) {
            case "bufferedValues": helpers.insert(.bufferedValues)
            case "firstValue", "firstValueOrNil": helpers.insert(.firstValue)
            case "asyncMap": helpers.insert(.asyncMap)
            case "asyncPublisher": helpers.insert(.asyncPublisher)
            case "testValues": helpers.insert(.testValues)
            case "untilCompletion": helpers.insert(.untilCompletion)
            case "receivedCompletion": helpers.insert(.receivedCompletion)
            case "backDeployedData": helpers.insert(.backDeployedData)
            case "store" where code.isTaskClosure(endingAt: p - 1): helpers.insert(.taskStore)
            case "cancellable" where code.isTaskClosure(endingAt: p - 1): helpers.insert(.taskCancellable)
            default: break
            }
        }
        return helpers
    }

    /// The helpers `code` declares: `func bufferedValues`, `func firstValue`, `func asyncMap`,
    /// `var asyncPublisher`, `func backDeployedData`, `struct TaskPublisher`, `func testValues`, `func untilCompletion`, `func receivedCompletion`, `func next(_:timeout:where:)`,
    /// and `func store` or `var cancellable` in an `extension Task` (or `_Concurrency.Task`,
    /// as the support file writes it); `.openCombine` too when it declares any of them and
    /// imports OpenCombine and not Combine.
    package static func declared(in code: CodeView) -> SupportHelpers {
        var helpers: SupportHelpers = []
        for p in code.positions {
            if code.isWord(p, "struct"), code.isWord(p + 1, "TaskPublisher") {
                helpers.insert(.taskPublisher)
            } else if code.isWord(p, "func") || code.isWord(p, "var") {
                switch code.text(p + 1) {
                case "bufferedValues": helpers.insert(.bufferedValues)
                case "firstValue", "firstValueOrNil": helpers.insert(.firstValue)
                case "asyncMap": helpers.insert(.asyncMap)
                case "asyncPublisher": helpers.insert(.asyncPublisher)
                case "testValues": helpers.insert(.testValues)
                case "untilCompletion" where code.isWord(p, "func"): helpers.insert(.untilCompletion)
                case "receivedCompletion" where code.isWord(p, "func"): helpers.insert(.receivedCompletion)
                case "next" where code.isWord(p, "func") && countsWhere(code, parametersAt: p + 2): helpers.insert(.nextCountedWhere)
                case "backDeployedData" where code.isWord(p, "func"): helpers.insert(.backDeployedData)
                default: break
                }
            } else if code.isWord(p, "extension"),
                code.isWord(p + 1, "Task") || code.isWord(p + 1, "_Concurrency") && code.kind(p + 2) == .period && code.isWord(p + 3, "Task")
            {
                var open = p + 2
                while open < code.endPosition, code.kind(open) != .leftBrace { open += 1 }
                guard let close = code.partner(open) else { continue }
                for q in open..<close where code.isWord(q, "func") || code.isWord(q, "var") {
                    if code.isWord(q, "func"), code.isWord(q + 1, "store") { helpers.insert(.taskStore) }
                    if code.isWord(q, "var"), code.isWord(q + 1, "cancellable") { helpers.insert(.taskCancellable) }
                }
            }
        }
        if !helpers.isEmpty, code.importsOpenCombineAlone { helpers.insert(.openCombine) }
        if !helpers.isEmpty, code.importsCombineOrOpenCombine { helpers.insert(.orOpenCombine) }
        return helpers
    }

    /// Whether the parameter list opening at `open` is `next(_:timeout:where:)`'s: a first
    /// parameter without a label, and one labelled `where`.
    private static func countsWhere(_ code: CodeView, parametersAt open: CodePosition) -> Bool {
        guard code.kind(open) == .leftParen, let close = code.partner(open), code.kind(open + 1) == .wildcard else { return false }
        return (open..<close).contains { code.isWord($0, "where") && code.kind($0 + 1) == .identifier }
    }

    /// The helpers `bytes` declares (see `declared(in:)`); a file without
    /// `declarationAnchors` is not tokenized.
    package static func declared(in bytes: [UInt8]) -> SupportHelpers {
        declarationFilter.admits(bytes) ? declared(in: CodeView(TokenizedSource(bytes: bytes))) : []
    }

    private static let declarationFilter = AnchorFilter(declarationAnchors)
}

extension CodeView {
    /// Whether the `}` at `close` ends a `Task { … }` or `Task(…) { … }` closure.
    fileprivate func isTaskClosure(endingAt close: CodePosition) -> Bool {
        guard kind(close) == .rightBrace, let open = partner(close) else { return false }
        if isWord(open - 1, "Task") { return true }
        guard kind(open - 1) == .rightParen, let arguments = partner(open - 1) else { return false }
        return isWord(arguments - 1, "Task")
    }
}
