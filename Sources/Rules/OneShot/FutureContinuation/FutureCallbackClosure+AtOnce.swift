import Core
import Structure
import Tokenizer

/// A `Future` whose closure calls its promise itself, on every path, with no callback in
/// between — it completes at once, when it is made:
///
///     func setAutoSync(_ isEnabled: Bool) -> AnyPublisher<Bool, Never> {
///         Future { [unowned self] promise in           func setAutoSync(_ isEnabled: Bool) async -> Bool {
///             storage.isAutoSyncEnabled = isEnabled        storage.isAutoSyncEnabled = isEnabled
///             promise(.success(isEnabled))                 return isEnabled
///         }                                            }
///         .eraseToAnyPublisher()
///     }
///
/// The closure's statements become the async function's, as a `future-task` Task's do
/// (`FutureTaskBody`): `promise(.success(v))` `return v`, `promise(.failure(e))` `throw e`
/// (of the function's typed failure where every error is one). The closure ran when the
/// Future was made, at the call; the function's body runs when it is awaited, which a
/// migrated caller does at once. The capture list goes: the closure ran while the method
/// did, so `self` was alive and a captured property held what it holds at the body's start
/// (nothing is awaited before it). A capture the body could not do without — a renamed one
/// (`[x = y]`), another name held weakly — keeps the Future, with a warning.
extension FutureCallbackClosure {
    func completedAtOnce(promise: String, signature: CodeView.ClosureSignature, weakSelf: Bool, rule: String)
        -> Outcome
    {
        if let captures = signature.captures {
            for item in view.splitTopLevel(from: captures.lowerBound, to: captures.upperBound) {
                let words = item.map { view.text($0) }
                let selfCapture = words.last == "self" && words.dropLast().allSatisfy { ["weak", "unowned", "(", "safe", "unsafe", ")"].contains($0) }
                guard selfCapture || (words.count == 1 && view.isName(item.lowerBound)) else {
                    return skip(item.lowerBound, "the Future completes at once, and its capture `\(view.source.text(ofCode: item))` names what the function's body would not; migrate it by hand")
                }
            }
        }
        var body = FutureTaskBody(
            view: view, promise: promise, open: future.open, start: signature.bodyStart, close: future.close,
            subject: "the Future's closure")
        if weakSelf {
            // After the leading `guard let self` statements the body drops.
            var start = signature.bodyStart
            while start < future.close, body.isSelfGuard(start..<view.statementEnd(from: start, before: future.close)) {
                start = view.statementEnd(from: start, before: future.close)
            }
            if strongSelf(from: start, close: future.close, guardsDropped: start != signature.bodyStart) == nil {
                return skip(future.open, "the Future completes at once, and uses its weak `self` other than as `self?.`; migrate it by hand")
            }
            // `self?.a` is optional, `self.a` may not be (`guard let x = self?.a` would not compile).
            if let use = (start..<future.close).first(where: {
                view.isWord($0, "self") && view.text($0 + 1) == "?" && !view.startsStatement($0)
            }) {
                return skip(use, "the Future completes at once, and reads its weak `self` here in an expression, whose type `self.` instead of `self?.` would change; migrate it by hand")
            }
        }
        switch body.translate() {
        case .failure(let problem):
            return skip(future.open, "the Future completes at once, without a callback, but \(problem.message); migrate it by hand")
        case .success(let text):
            if let lost = future.commentOutside(body.carried, in: source) {
                let location = source.lineMap.location(of: lost)
                return skip(future.open, "the comment at \(location.line):\(location.column) would be lost; migrate it by hand")
            }
            let statementIndent = Indentation.ofLine(containing: view.offset(future.statement.lowerBound), in: source.bytes)
            let replacement = Indentation.reindent(Array(text.utf8), from: Array(body.indent.utf8), to: Array(statementIndent.utf8))
            let range = view.offset(future.statement.lowerBound)..<view.end(future.statement.upperBound - 1)
            return .completesAtOnce(
                Edit(range: range, replacement: replacement, rule: rule), throwing: body.throwing, typedErrors: !body.hasUnhandledTry)
        }
    }
}
