import Core
import Structure
import Tokenizer

/// What holds a test's subscription, as `ExpectationTest.read` asks about it: a local
/// cancellable (`let c = p.sink …`, or a `var c: AnyCancellable?` assigned by it), a property,
/// a collection it is stored into (`.store(in: &set)`, a `CancelBag`), and the statements that
/// end it or keep it alive (`c.cancel()`, `defer { c.cancel() }`, `withExtendedLifetime(c)
/// {}`, `set.removeAll()`).
extension ExpectationTest {
    /// The local cancellable the `sink` statement assigns its subscription to (`let c = p.sink …`).
    func localCancellable(_ sink: Match) -> String? {
        guard let target = sink.bindings["target"], view.isWord(target.lowerBound - 1, "let") else { return nil }
        return view.text(target.lowerBound)
    }

    /// The property the `sink` statement assigns its subscription to (`cancellable = p.sink …`,
    /// `self.cancellable = p.sink …`).
    func cancellableProperty(_ sink: Match) -> String? {
        guard let target = sink.bindings["target"], !view.isWord(target.lowerBound - 1, "let") else { return nil }
        return view.text(target.upperBound - 1)
    }

    /// Whether code of `range` refers to the property `name`, as `name` or `self.name`.
    func mentionsProperty(_ name: String, in range: Range<CodePosition>) -> Bool {
        range.contains { p in
            view.text(p) == name && (view.isUse(p) || view.kind(p - 1) == .period && view.isWord(p - 2, "self"))
        }
    }

    /// `….sink { … }.store(in: bag)`: stored into a collection of another type (a
    /// `CancelBag`), whose `store(in:)` takes it without `&`. The rewritten test awaits the
    /// values instead of subscribing, so what held the subscription no longer matters; the
    /// subscription rules, which store a Task where the subscription was, cannot take these.
    static let storedInBag: [Template] = (Subscriptions.calls.filter { $0.0 != .assign }.map(\.1) + completionCallsWithoutParameters).map {
        try! Template(":[p:expr]\($0).store(in: :[set])")
    }

    /// Whether the statement is a `sink` stored with `.store(in: &name)` that names the
    /// collection nowhere else.
    func storesOnly(_ statement: Range<CodePosition>, into name: String) -> Bool {
        guard let set = subscription(statement)?.bindings["set"], !set.isEmpty, view.text(set.upperBound - 1) == name else { return false }
        return statement.filter { view.kind($0) == .identifier && view.text($0) == name }.count == 1
    }

    /// Whether the statement is `name.cancel()`.
    func isCancellation(_ statement: Range<CodePosition>, of name: String) -> Bool {
        // `c?.cancel()`, of an optional local.
        let p = view.text(statement.lowerBound + 1) == "?" ? statement.lowerBound + 1 : statement.lowerBound
        return statement.count == 5 + (p - statement.lowerBound) && view.text(statement.lowerBound) == name && view.kind(p + 1) == .period
            && view.isWord(p + 2, "cancel") && view.kind(p + 3) == .leftParen && view.kind(p + 4) == .rightParen
    }

    /// Whether the statement is `name = nil`, which released the subscription a local held.
    func isRelease(_ statement: Range<CodePosition>, of name: String) -> Bool {
        statement.count == 3 && view.text(statement.lowerBound) == name && view.text(statement.lowerBound + 1) == "="
            && view.isWord(statement.lowerBound + 2, "nil")
    }

    /// The index of the statement declaring the local variable `name` the `sink` statement
    /// assigns its subscription to (`var c: AnyCancellable?`, `!`, or `= nil`), before it: the
    /// variable holds the subscription as a local constant would.
    func cancellableVariableDeclaration(_ sink: Match, at sinkIndex: Int, in statements: [Range<CodePosition>]) -> Int? {
        guard let target = sink.bindings["target"], target.count == 1, !view.isWord(target.lowerBound - 1, "let") else { return nil }
        let name = view.text(target.lowerBound)
        return statements.indices.prefix(sinkIndex).first { index in
            let p = statements[index].lowerBound
            let count = statements[index].count
            return view.isWord(p, "var") && view.text(p + 1) == name && view.kind(p + 2) == .colon && view.isWord(p + 3, "AnyCancellable")
                && view.isAny(p + 4, of: ["?", "!"]) && (count == 5 || count == 7 && view.text(p + 5) == "=" && view.isWord(p + 6, "nil"))
        }
    }

    /// Whether the statement is `defer { name.cancel() }`.
    func isDeferredCancellation(_ statement: Range<CodePosition>, of name: String) -> Bool {
        statement.count == 8 && view.isWord(statement.lowerBound, "defer") && view.kind(statement.lowerBound + 1) == .leftBrace
            && view.partner(statement.lowerBound + 1) == statement.upperBound - 1
            && isCancellation((statement.lowerBound + 2)..<(statement.upperBound - 1), of: name)
    }

    /// The collection `set` of a statement `name.store(in: &set)` (or `&self.set`).
    func storedCollection(_ statement: Range<CodePosition>, of name: String) -> String? {
        let p = statement.lowerBound
        guard statement.count >= 9, view.text(p) == name, view.kind(p + 1) == .period, view.isWord(p + 2, "store"),
            view.kind(p + 3) == .leftParen, view.partner(p + 3) == statement.upperBound - 1, view.isWord(p + 4, "in"),
            view.kind(p + 5) == .colon, view.text(p + 6) == "&", view.kind(statement.upperBound - 2) == .identifier
        else { return nil }
        let path = (p + 7)..<(statement.upperBound - 1)
        // `set` or `self.set`.
        guard path.count == 1 || path.count == 3 && view.isWord(path.lowerBound, "self") && view.kind(path.lowerBound + 1) == .period else {
            return nil
        }
        return view.text(path.upperBound - 1)
    }

    /// Whether the statement is `withExtendedLifetime(name) {}` or `withExtendedLifetime(name, {})`
    /// — or the same with a tuple of names (`withExtendedLifetime((c1, c2)) {}`, as
    /// DuckDuckGo's tests keep two subscriptions alive) that holds `name` and only names of
    /// `together` (the other steps' local cancellables, which go with the statement).
    func isKeptAlive(_ statement: Range<CodePosition>, _ name: String, together: Set<String> = []) -> Bool {
        let p = statement.lowerBound
        guard view.isWord(p, "withExtendedLifetime"), view.kind(p + 1) == .leftParen, let close = view.partner(p + 1) else { return false }
        let argument = (p + 2)..<close
        let trailing = close + 1
        let emptyClosure = view.kind(trailing) == .leftBrace && view.kind(trailing + 1) == .rightBrace && trailing + 2 == statement.upperBound
        // `withExtendedLifetime(x, {})`: the argument ends with `, {}`.
        var kept = argument
        if !emptyClosure {
            guard close + 1 == statement.upperBound, argument.count >= 4, view.kind(close - 1) == .rightBrace,
                view.kind(close - 2) == .leftBrace, view.kind(close - 3) == .comma
            else { return false }
            kept = argument.lowerBound..<(close - 3)
        }
        if kept.count == 1 { return view.text(kept.lowerBound) == name }
        // `(c1, c2)`: names separated by commas, between parentheses.
        guard view.kind(kept.lowerBound) == .leftParen, view.partner(kept.lowerBound) == kept.upperBound - 1 else { return false }
        let inner = (kept.lowerBound + 1)..<(kept.upperBound - 1)
        var names: [String] = []
        for (offset, q) in inner.enumerated() {
            if offset % 2 == 0 {
                guard view.kind(q) == .identifier else { return false }
                names.append(view.text(q))
            } else if view.kind(q) != .comma {
                return false
            }
        }
        return names.count > 1 && inner.count % 2 == 1 && names.contains(name) && names.allSatisfy { $0 == name || together.contains($0) }
    }

    /// Whether the statement ends every subscription the collection `name` holds:
    /// `name.removeAll()`, or `name.forEach { $0.cancel() }` (which leaves them in it, ended).
    func endsEverySubscription(_ statement: Range<CodePosition>, in name: String) -> Bool {
        if isEmptying(statement, of: name) { return true }
        let code = statement.map { view.text($0) }.joined()
        return code == name + ".forEach{$0.cancel()}" || code == name + ".forEach({$0.cancel()})"
    }

    /// `name.removeAll()` as the whole statement.
    func isEmptying(_ statement: Range<CodePosition>, of name: String) -> Bool {
        statement.count == 5 && view.text(statement.lowerBound) == name && view.kind(statement.lowerBound + 1) == .period
            && view.isWord(statement.lowerBound + 2, "removeAll") && view.kind(statement.lowerBound + 3) == .leftParen
            && view.kind(statement.lowerBound + 4) == .rightParen
    }
}
