import Core
import Structure
import Tokenizer

/// `just-fail`: in a function a one-shot rule migrates, `return Just(v)…` becomes
/// `return v` and `return Fail(error: e)…` becomes `throw e`.
package struct JustFail: OneShotPlanRule {
    package static let id = "just-fail"
    package let summary = "`return Just(v)` / `return Fail(error: e)` in a migrated function → `return v` / `throw e`"
    package let isEnabledByDefault = true
    package let phase = RulePhase.migration
    package let example = RuleExample(
        before: """
            func upload(_ data: Data) -> AnyPublisher<URL, Error> {
                guard !data.isEmpty else {
                    return Fail(error: UploadError.emptyFile).eraseToAnyPublisher()
                }
                return Future { promise in
                    Task {
                        do {
                            promise(.success(try await self.backend.upload(data)))
                        } catch {
                            promise(.failure(error))
                        }
                    }
                }
                .eraseToAnyPublisher()
            }
            """,
        after: """
            func upload(_ data: Data) async throws -> URL {
                guard !data.isEmpty else {
                    throw UploadError.emptyFile
                }
                return try await self.backend.upload(data)
            }
            """)
    package let notes = """
        Only in a function that another rule (`datatask-async`, `future-task`, \
        `future-continuation`) migrates, and only its own `return`s (not those of closures \
        inside it). Shapes: `Just(v)` followed by `setFailureType(to:)` and \
        `eraseToAnyPublisher()`; `Fail(error: e)` and `Fail(outputType:failure:)` followed by \
        `eraseToAnyPublisher()`. A function returning any other publisher besides its rule's \
        shape is skipped, with a warning from its rule; with this rule disabled, a function \
        that returns `Just`/`Fail` is skipped too. \
        Behaviour: the same value or error, delivered when the caller awaits instead of when \
        it subscribes; a `Fail` makes the function `throws` (`throws(E)` for a typed failure).
        """

    package init() {}

    package func apply(to source: TokenizedSource, in run: RunContext) -> RuleResult {
        var result = RuleResult()
        for plan in OneShotPlan.plans(in: source, run: run) {
            if case .success(let migration) = plan.outcome, migration.sibling == nil { result.edits += migration.justFail }
        }
        return result
    }

    /// A `return` of the function itself (not of a closure inside it).
    struct Return {
        /// From `return` to the end of its expression.
        var range: Range<ByteOffset>
        /// `return v` / `throw e`, or nil when it returns something else.
        var replacement: String?
        var `throws` = false
        /// Why a `Just`/`Fail` return is not converted (a comment inside it).
        var problem: String?
    }

    static func returns(in function: PublisherFunction, source: TokenizedSource) -> [Return] {
        let view = CodeView(source)
        var found: [Return] = []
        for p in view.ownReturns(in: (function.bodyOpen + 1)..<function.bodyClose) {
            let enclosing = view.enclosingBrace(of: p) ?? function.bodyOpen
            let end = view.statementEnd(from: p + 1, before: view.partner(enclosing) ?? function.bodyClose)
            let range = source.byteRange(ofCode: p..<end)
            var statement = Return(range: range, replacement: nil)
            // A comment inside the statement would be lost with its operators.
            let hasComment = (source.tokenIndex(of: p)...source.tokenIndex(of: end - 1)).contains { source.tokens[$0].kind.isComment }
            if let (value, isFail) = justOrFail(view, from: p + 1, to: end) {
                if hasComment {
                    statement.problem = "a comment inside its `return \(isFail ? "Fail" : "Just")…` would be lost"
                } else {
                    statement.replacement = isFail ? "throw " + value : value == "()" ? "return" : "return " + value
                    statement.throws = isFail
                }
            }
            found.append(statement)
        }
        return found
    }

    /// `Just(v)…` → (`v`, false); `Fail(error: e)…` → (`e`, true); nil for anything else.
    private static func justOrFail(_ view: CodeView, from p: CodePosition, to end: CodePosition) -> (String, Bool)? {
        guard view.isWord(p, "Just") || view.isWord(p, "Fail"), view.kind(p + 1) == .leftParen,
            let close = view.partner(p + 1), close < end
        else { return nil }
        let isFail = view.isWord(p, "Fail")
        let arguments = view.splitTopLevel(from: p + 2, to: close)
        var value: Range<CodePosition>
        if isFail {
            guard let last = arguments.last, last.count > 2, view.isAny(last.lowerBound, of: ["error", "failure"]),
                view.kind(last.lowerBound + 1) == .colon
            else { return nil }
            value = (last.lowerBound + 2)..<last.upperBound
        } else {
            guard arguments.count == 1, let only = arguments.first, !only.isEmpty else { return nil }
            value = only
        }
        // Then only `.setFailureType(to: …)` and `.eraseToAnyPublisher()`.
        var q = close + 1
        while q < end {
            guard view.kind(q) == .period, view.isAny(q + 1, of: ["setFailureType", "eraseToAnyPublisher"]),
                view.kind(q + 2) == .leftParen, let after = view.partner(q + 2)
            else { return nil }
            q = after + 1
        }
        return (view.source.text(ofCode: value), isFail)
    }
}
