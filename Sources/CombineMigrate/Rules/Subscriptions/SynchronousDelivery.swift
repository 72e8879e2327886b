/// Subscriptions whose consumer depends on `sink` calling it synchronously, as the value is
/// sent — which a `Task` looping over the values cannot do (its loop runs later, on its
/// executor) — and subscriptions that only keep their upstream alive. The subscription rules
/// leave both alone, with a note saying why.
enum SynchronousDelivery {
    /// Why the site must stay a `sink`, if it must.
    static func reason(for match: Match, shape: Subscriptions.Shape, publisher: Range<Int>, in view: CodeView) -> String? {
        if let reason = synchronousPublisher(publisher, view) { return reason }
        if let function = view.enclosingFunction(of: match.code.lowerBound), isCellConfiguration(function, view) {
            return "kept in Combine: `\(function.name)` — subscribed while configuring a reusable cell: `sink` shows the current value before the cell is displayed, a Task only after it, and the next configuration must replace the subscription at once"
        }
        if isKeepAlive(match, shape: shape) {
            return "kept in Combine: `sink` — it only keeps its publisher running (its closures are empty): a loop over it would do nothing a reader could see"
        }
        return nil
    }

    /// `objectWillChange`, a Composable Architecture `viewStore` (or `store.publisher`).
    private static func synchronousPublisher(_ publisher: Range<Int>, _ view: CodeView) -> String? {
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
    private static func isKeepAlive(_ match: Match, shape: Subscriptions.Shape) -> Bool {
        switch shape {
        case .sinkValue, .sinkValueLabeled, .sinkCompletion, .sinkCompletionTrailing:
            let bodies = ["body", "cbody"].compactMap { match.bindings[$0] }
            return !bodies.isEmpty && bodies.allSatisfy(\.isEmpty)
        case .sinkDollarZero, .assign:
            return false
        }
    }
}
