import Tokenizer
import Structure

/// Subscriptions whose consumer depends on `sink` calling it synchronously, as the value is
/// sent — which a `Task` looping over the values cannot do (its loop runs later, on its
/// executor) — and subscriptions that only keep their upstream alive. The subscription rules
/// leave both alone, with a note saying why.
enum SynchronousDelivery {
    /// Why the site must stay a `sink`, if it must.
    static func reason(
        for match: Match, shape: Subscriptions.Shape, kind: SubscriptionSite.Kind, publisher: Range<CodePosition>, in view: CodeView
    ) -> String? {
        if let reason = synchronousPublisher(publisher, view) { return reason }
        let function = view.enclosingFunction(of: match.code.lowerBound)
        if let function, isCellConfiguration(function, view) {
            return "kept in Combine: `\(function.name)` — subscribed while configuring a reusable cell: `sink` shows the current value before the cell is displayed, a Task only after it, and the next configuration must replace the subscription at once"
        }
        if !kind.receivesOnMain, let function, let subject = sentToLater(publisher, after: match.code.upperBound, in: function, view) {
            return "kept in Combine: `\(subject)` — this function sends to it after subscribing, and `sink` handles each value inside `send`, before the code after it reads what the handler did: a loop would handle it later"
        }
        if !kind.receivesOnMain, let function, let property = setThenRead(match, after: match.code.upperBound, in: function, view) {
            return "kept in Combine: `\(property)` — the handler sets it, and this function reads it after subscribing: `sink` runs the handler at once with a value the publisher already holds (a `@Published` property, a `CurrentValueSubject`), before that read; a loop would run it only after the function returns"
        }
        if isKeepAlive(match, shape: shape, view) {
            return "kept in Combine: `sink` — it only keeps its publisher running (its closures are empty): a loop over it would do nothing a reader could see"
        }
        return nil
    }

    /// `objectWillChange`, a Composable Architecture `viewStore` (or `store.publisher`).
    private static func synchronousPublisher(_ publisher: Range<CodePosition>, _ view: CodeView) -> String? {
        for p in publisher where view.kind(p) == .identifier {
            if view.isWord(p, "objectWillChange") {
                return "kept in Combine: `objectWillChange` — it is sent before the change, and its subscribers must see it synchronously: a Task would run after the change"
            }
            if view.isWord(p, "viewStore") || view.isWord(p, "store") && view.isWord(p + 1, ".") && view.isWord(p + 2, "publisher") {
                return "kept in Combine: `\(view.text(p))` — a store's publisher calls its subscribers synchronously as the state changes, and the code that sends the action relies on it: a Task would see the state later"
            }
        }
        return nil
    }

    /// The subject the chain starts from (`subject`, `self.subject`, `model.updates`) when
    /// the function calls its `send(_:)` after the subscription.
    private static func sentToLater(
        _ publisher: Range<CodePosition>, after end: CodePosition, in function: CodeView.FunctionDeclaration, _ view: CodeView
    ) -> String? {
        let path = subjectPath(from: publisher.lowerBound, view)
        guard !path.isEmpty, path.upperBound <= publisher.upperBound, let close = view.partner(function.open) else { return nil }
        let words = path.map(view.text)
        for p in end..<close where view.text(p) == words[0] {
            let at = subjectPath(from: p, view)
            if at.map(view.text) == words, view.kind(at.upperBound) == .period, view.isWord(at.upperBound + 1, "send"),
                view.kind(at.upperBound + 2) == .leftParen
            {
                return words.joined()
            }
        }
        return nil
    }

    /// A property of `self` the handler sets (`self?.state = …`, `self.count += 1`, or with
    /// `assign(to: \.state, on: self)`) that the function reads after the subscription
    /// (`state`, `self.state`, `$state`).
    private static func setThenRead(
        _ match: Match, after end: CodePosition, in function: CodeView.FunctionDeclaration, _ view: CodeView
    ) -> String? {
        var set: Set<String> = []
        for body in ["body", "cbody"].compactMap({ match.bindings[$0] }) {
            for p in body where view.isWord(p, "self") {
                var q = p + 1
                if view.text(q) == "?" || view.text(q) == "!" { q += 1 }
                guard view.kind(q) == .period, view.kind(q + 1) == .identifier else { continue }
                let operation = view.text(q + 2)
                if operation == "=" || operation.count == 2 && operation.hasSuffix("=") && "+-*/".contains(operation.first!) {
                    set.insert(view.text(q + 1))
                }
            }
        }
        if let keyPath = match.bindings["keyPath"], let object = match.bindings["object"], object.count == 1,
            view.isWord(object.lowerBound, "self"), keyPath.count == 3, view.text(keyPath.lowerBound) == "\\",
            view.kind(keyPath.lowerBound + 1) == .period
        {
            set.insert(view.text(keyPath.lowerBound + 2))
        }
        guard !set.isEmpty, let close = view.partner(function.open) else { return nil }
        for p in end..<close where view.kind(p) == .identifier || view.kind(p) == .projectedIdentifier {
            let name = view.text(p).hasPrefix("$") ? String(view.text(p).dropFirst()) : view.text(p)
            guard set.contains(name) else { continue }
            // Its own (`state`) or `self`'s (`self.state`), not another value's member.
            if view.kind(p - 1) != .period || view.isWord(p - 2, "self") { return name }
        }
        return nil
    }

    /// The names and periods of `a.b.$c` starting at `start` (after a leading `self.`), up
    /// to the first call; empty when `start` is a member of something else.
    private static func subjectPath(from start: CodePosition, _ view: CodeView) -> Range<CodePosition> {
        var root = start
        if view.kind(root - 1) == .period {
            guard view.isWord(root - 2, "self"), view.kind(root - 3) != .period else { return root..<root }
        }
        if view.isWord(root, "self"), view.kind(root + 1) == .period { root += 2 }
        var end = root
        while view.kind(end) == .identifier || view.kind(end) == .projectedIdentifier {
            guard view.kind(end + 1) != .leftParen, view.kind(end + 1) != .leftBrace else { break }
            end += 1
            guard view.kind(end) == .period, view.kind(end + 1) == .identifier || view.kind(end + 1) == .projectedIdentifier,
                view.kind(end + 2) != .leftParen, view.kind(end + 2) != .leftBrace
            else { break }
            end += 1
        }
        return root..<end
    }

    /// `configure(with:)`-style functions, `prepareForReuse()`, and the data source's
    /// `tableView(_:cellForRowAt:)` / `collectionView(_:cellForItemAt:)`.
    private static func isCellConfiguration(_ function: CodeView.FunctionDeclaration, _ view: CodeView) -> Bool {
        guard function.keyword == "func" else { return false }
        if function.name.hasPrefix("configure") || function.name == "prepareForReuse" { return true }
        guard let parameters = function.parameters else { return false }
        return parameters.contains { view.isWord($0, "cellForRowAt") || view.isWord($0, "cellForItemAt") }
    }

    /// `.sink { _ in }`, `.sink(receiveValue: { _ in })`, and the completion forms with
    /// both closures empty.
    /// Whether the `sink`'s closures do nothing: empty, or a completion handler whose
    /// branches only `break` (`switch completion { case .finished: break … }`).
    private static func isKeepAlive(_ match: Match, shape: Subscriptions.Shape, _ view: CodeView) -> Bool {
        switch shape {
        case .sinkValue, .sinkValueLabeled:
            return match.bindings["body"]?.isEmpty == true
        case .sinkCompletion, .sinkCompletionTrailing:
            guard match.bindings["body"]?.isEmpty == true, let handler = match.bindings["cbody"] else { return false }
            if handler.isEmpty { return true }
            guard case .success(let branches)? = CompletionHandler(source: view.source, match: match, style: view.style, indent: "")?.branches
            else { return false }
            return branches.finished == nil && branches.failure == nil && branches.common == nil && branches.deferred == nil
        case .sinkDollarZero, .assign:
            return false
        }
    }
}
