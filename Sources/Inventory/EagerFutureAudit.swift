import Core
import Rules
import Structure
import Tokenizer

/// `eager-future`: a `Future { … }` created where it starts its work too early — returned
/// from a function or stored in a property without `Deferred { }` around it.
///
/// A `Future` runs its closure at once, when it is created, not when someone subscribes:
/// a function returning one starts the work when called (subscribed or not), and every
/// subscriber — a `retry`, a second `sink` — gets the one result, without the work running
/// again. `Deferred { Future { … } }` creates it per subscription, which is what a publisher
/// returned from a function usually promises.
package struct EagerFutureAudit: Audit {
    package let id = "eager-future"
    package let summary = "`Future { }` returned or stored without `Deferred { }`: its work starts at creation"
    package let notes = """
        Heuristic: a `Future { … }` (also `Future<T, E> { … }`, `Future(…) { … }`) is reported \
        when its closure does work (calls something other than its promise) and the Future is \
        (1) returned from a function, initializer or computed property — `return Future {`, the \
        body's single expression (`Future { … }.eraseToAnyPublisher()`), or a local \
        `let f = Future { … }` that is later returned; or (2) stored in a property — \
        `let/var p = Future { … }` in a type's body, `self.p = Future { … }`, or `p = Future { … }` \
        where `p` is a property of the enclosing type. Not reported: a Future inside any closure \
        (`Deferred { }`, `flatMap { }`, …: created when that closure runs), one subscribed where \
        it is created (`Future { … }.sink { }`), and one whose closure only calls its promise \
        (the value is already there, so nothing runs early).
        """

    static let templates: [Template] = [
        "Future { :[body?] }",
        "Future<:[types]> { :[body?] }",
        "Future(:[args?]) { :[body?] }",
    ].map { try! Template($0) }

    package init() {}

    package func findings(in source: TokenizedSource) -> [Diagnostic] {
        guard source.mayContainName(Array("Future".utf8)) else { return [] }
        let code = CodeView(source)
        let matcher = Matcher(source)
        var findings: [Diagnostic] = []
        var seen = Set<CodePosition>()
        var typeBodies: [String: [CodePosition]]?
        for template in Self.templates {
            for match in matcher.matches(of: template) {
                let future = match.code.lowerBound
                guard seen.insert(future).inserted, let body = match.bindings["body"] else { continue }
                // `Combine.Future` is fine; `other.Future` is not Combine's.
                if code.kind(future - 1) == .period, !code.isAny(future - 2, of: ["Combine", "OpenCombine"]) { continue }
                if InventoryAnalyzer.isDeclarationName(future, code) { continue }
                let start = code.kind(future - 1) == .period ? future - 2 : future
                let open = body.lowerBound - 1
                let close = body.upperBound
                guard doesWork(open: open, close: close, code: code) else { continue }
                if let context = eagerContext(start: start, end: close + 1, code: code, typeBodies: &typeBodies) {
                    findings.append(Diagnostic(
                        .warning, at: code.offset(future),
                        "this `Future` is \(context): it runs its closure when created, not on subscription, and only once for every subscriber and retry; wrap it in `Deferred { … }` if the work should start when subscribed",
                        rule: id))
                }
            }
        }
        return findings
    }

    /// Whether the Future's closure calls anything but its promise (`promise(.success(v))`).
    private func doesWork(open: CodePosition, close: CodePosition, code: CodeView) -> Bool {
        let signature = code.closureSignature(open: open)
        let promise = signature.parameters.first ?? "$0"
        for p in signature.bodyStart..<close {
            guard code.kind(p + 1) == .leftParen || code.kind(p + 1) == .leftBrace else { continue }
            guard code.kind(p) == .identifier || code.kind(p) == .keyword || code.kind(p) == .rightParen
                || code.kind(p) == .dollarIdentifier || code.kind(p) == .rightBracket
            else { continue }
            if code.text(p) == promise { continue }
            if code.kind(p - 1) == .period, code.isAny(p, of: ["success", "failure"]) { continue }
            if code.kind(p) == .keyword, !code.isAny(p, of: ["self", "super", "init"]) { continue }  // `if (…)`, `return (…)`
            return true
        }
        return false
    }

    /// How the Future created in code positions `start..<end` (its chain may go on) is kept
    /// for later, if it is: returned, or stored in a property.
    private func eagerContext(start: CodePosition, end: CodePosition, code: CodeView, typeBodies: inout [String: [CodePosition]]?) -> String? {
        // The chain after the Future: `.eraseToAnyPublisher()`, `.share()`… but not a subscription.
        var chainEnd = end
        while code.kind(chainEnd) == .period, code.isName(chainEnd + 1) {
            if code.isAny(chainEnd + 1, of: ["sink", "assign", "subscribe", "store"]) { return nil }
            chainEnd += 2
            while let kind = code.kind(chainEnd), kind == .leftParen || kind == .leftBrace, !code.lineBreakBefore(chainEnd) {
                chainEnd = code.atomEnd(chainEnd)
            }
        }
        // Where the Future is created: the nearest brace that is not a statement's block.
        var brace = code.enclosingBrace(of: start)
        while let open = brace, code.braceKind(open) == .statement { brace = code.enclosingBrace(of: open) }
        let kind = brace.map { code.braceKind($0) } ?? .closure
        let before = start - 1
        let isAssignment = code.kind(before) == .binaryOperator && code.text(before) == "="
        switch kind {
        case .closure, .statement:
            // Inside a closure (`Deferred { }`, `flatMap { }`…) or top-level code: created
            // when that code runs, which is what it is for.
            return nil
        case .type:
            // A property's initial value.
            if isAssignment, code.kind(before - 1) == .identifier {
                return "stored in the property `\(code.text(before - 1))`"
            }
            return nil
        case .function:
            let open = brace!
            if code.isWord(before, "return") { return "returned from a function" }
            // The body's single expression.
            if start == open + 1, let close = code.partner(open), code.statementEnd(from: start, before: close) == close {
                return "returned from a function"
            }
            guard isAssignment, code.kind(before - 1) == .identifier else { return nil }
            let name = code.text(before - 1)
            if code.isWord(before - 2, "."), code.isWord(before - 3, "self") { return "stored in the property `\(name)`" }
            if code.isAny(before - 2, of: ["let", "var"]) {
                // A local: reported when it is returned later.
                let close = code.partner(open) ?? code.endPosition
                for p in chainEnd..<close where code.isWord(p, "return") && code.text(p + 1) == name {
                    return "returned from a function (through `\(name)`)"
                }
                return nil
            }
            if typeBodies == nil { typeBodies = code.typeBodies() }
            if let type = code.enclosingType(of: open), code.instanceMembers(ofType: type.name, in: typeBodies!).contains(name) {
                return "stored in the property `\(name)`"
            }
            return nil
        }
    }
}
