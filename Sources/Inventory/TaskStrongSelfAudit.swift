import Core
import Rules
import Structure
import Tokenizer

/// `task-strong-self`: `Task { … for await … }` in a class (or actor) that holds `self`
/// strongly and is never cancelled: the loop keeps the object alive for as long as the
/// sequence goes on — for a `@Published` property or a subject, forever.
package struct TaskStrongSelfAudit: Audit {
    package let id = "task-strong-self"
    package let summary = "`Task { for await … }` holding `self` strongly and never cancelled"
    package let notes = """
        A `Task { … }` (also `Task(priority:)`, `Task<…>`, `Task.detached`) whose closure has a \
        `for await`/`for try await` loop, inside a class or actor (or an extension of one \
        declared in the same file; not in a `static` function), is reported when it holds \
        `self` strongly — it uses `self` or an instance member of the type (implicitly, as a \
        Task closure may) without `[weak self]`/`[unowned self]`, or it has `[weak self]` but \
        `guard let self` before the loop makes the reference strong for the loop's whole run — \
        and it is never cancelled: it is not kept (a statement of its own, or `_ = Task`), or \
        it is kept in a name on which the file never calls `.cancel()`. A Task returned, passed \
        as an argument, `.store(in:)`-ed or turned into a `.cancellable` is taken as cancelled \
        by its owner. Fix: `[weak self]` with `self?.` inside the loop (or `guard let self` \
        inside the loop body), or keep the Task and cancel it.
        """

    static let templates: [Template] = [
        "Task { :[body?] }",
        "Task(:[args?]) { :[body?] }",
        "Task<:[types]> { :[body?] }",
        "Task.detached { :[body?] }",
        "Task.detached(:[args?]) { :[body?] }",
    ].map { try! Template($0) }

    package init() {}

    package func findings(in source: TokenizedSource) -> [Diagnostic] {
        guard source.mayContainName(Array("Task".utf8)), source.mayContainName(Array("await".utf8)) else { return [] }
        let code = CodeView(source)
        let matcher = Matcher(source)
        var referenceTypes: Set<String>?
        var membersByType: [String: Set<String>] = [:]
        var typeBodies: [String: [CodePosition]]?
        var findings: [Diagnostic] = []
        var seen = Set<CodePosition>()
        for template in Self.templates {
            for match in matcher.matches(of: template) {
                let task = match.code.lowerBound
                guard seen.insert(task).inserted, code.kind(task - 1) != .period, let body = match.bindings["body"] else {
                    continue
                }
                let open = body.lowerBound - 1
                let close = body.upperBound
                guard hasForAwait(in: body, code: code) else { continue }
                // In a class or actor?
                guard let type = code.enclosingType(of: task) else { continue }
                switch type.keyword {
                case "class", "actor":
                    break
                case "extension":
                    if referenceTypes == nil { referenceTypes = code.referenceTypeNames() }
                    guard referenceTypes!.contains(type.name) || referenceTypes!.contains(String(type.name.split(separator: ".").last ?? "")) else {
                        continue
                    }
                default:
                    continue
                }
                if inStaticMember(task, typeOpen: type.open, code: code) { continue }
                if membersByType[type.name] == nil {
                    if typeBodies == nil { typeBodies = code.typeBodies() }
                    membersByType[type.name] = code.instanceMembers(ofType: type.name, in: typeBodies!)
                }
                guard let strong = strongSelf(
                    open: open, close: close, typeOpen: type.open, members: membersByType[type.name]!, task: task, code: code)
                else { continue }
                guard let lifetime = neverCancelled(task: task, close: close, code: code) else { continue }
                findings.append(Diagnostic(
                    .warning, at: code.offset(task),
                    "this `Task` loops with `for await` and \(strong), and \(lifetime): it keeps the object alive as long as the sequence goes on; capture `[weak self]`, or keep the Task and cancel it",
                    rule: id))
            }
        }
        return findings
    }

    private func hasForAwait(in body: Range<CodePosition>, code: CodeView) -> Bool {
        body.contains { p in
            code.isWord(p, "for") && (code.isWord(p + 1, "await") || (code.isWord(p + 1, "try") && code.isWord(p + 2, "await")))
        }
    }

    /// Whether the Task is in a `static`/`class` member (where `self` is the type).
    private func inStaticMember(_ task: CodePosition, typeOpen: CodePosition, code: CodeView) -> Bool {
        var brace = code.enclosingBrace(of: task)
        while let open = brace, open != typeOpen {
            if code.braceKind(open) == .function, let head = code.statementHead(ofBrace: open) {
                var q = head
                while q < open, !code.isAny(q, of: ["func", "var", "init", "subscript"]) {
                    if code.isWord(q, "static") || (code.isWord(q, "class") && code.isAny(q + 1, of: ["func", "var", "override", "final"])) {
                        return true
                    }
                    q += 1
                }
            }
            brace = code.enclosingBrace(of: open)
        }
        return false
    }

    /// How the Task's closure holds `self` strongly, or nil when it does not.
    private func strongSelf(open: CodePosition, close: CodePosition, typeOpen: CodePosition, members: Set<String>, task: CodePosition, code: CodeView) -> String? {
        let signature = code.closureSignature(open: open)
        let body = signature.bodyStart..<close
        var weak = false
        if let captures = signature.captures {
            for p in captures where code.isWord(p, "self") {
                if code.isAny(p - 1, of: ["weak", "unowned"]) || (code.kind(p - 1) == .rightParen && code.isWord(p - 4, "unowned")) {
                    weak = true
                }
            }
        }
        if weak {
            // `guard let self` (or `guard let strong = self`) before the loop, at the top level.
            var p = body.lowerBound
            while p < body.upperBound {
                if code.isWord(p, "for"), code.isWord(p + 1, "await") || code.isWord(p + 1, "try") { break }
                if code.isWord(p, "guard"), code.isWord(p + 1, "let"),
                    code.isWord(p + 2, "self") || (code.kind(p + 3) == .binaryOperator && code.text(p + 3) == "=" && code.isWord(p + 4, "self"))
                {
                    return "has `[weak self]` but `guard let` makes `self` strong before the loop"
                }
                p = code.atomEnd(p)
            }
            return nil
        }
        // Explicit `self` (not `self` in a nested `[weak self]` list of its own).
        for p in body where code.isWord(p, "self") && code.kind(p) == .keyword && code.kind(p - 1) != .period {
            return "captures `self` strongly (no `[weak self]`)"
        }
        // Implicit members of the type (shadowed names left out).
        guard !members.isEmpty else { return nil }
        let locals = localNames(before: task, in: body, typeOpen: typeOpen, code: code)
        for p in body {
            // `member`, or `$member` (a property wrapper's projection).
            var name = code.text(p)
            if code.kind(p) == .projectedIdentifier { name.removeFirst() } else if code.kind(p) != .identifier { continue }
            guard members.contains(name), !locals.contains(name) else { continue }
            if code.kind(p - 1) == .period || code.kind(p + 1) == .colon && code.kind(p - 1) != .binaryOperator { continue }
            return "captures `self` strongly through `\(code.text(p))` (no `[weak self]`)"
        }
        return nil
    }

    /// Names declared as parameters or locals (`let`, `var`, `for x in`, `case let x`,
    /// closure parameters) in the functions and closures around the Task and in its body.
    private func localNames(before task: CodePosition, in body: Range<CodePosition>, typeOpen: CodePosition, code: CodeView) -> Set<String> {
        var names: Set<String> = []
        var brace = code.enclosingBrace(of: task)
        var scopes: [Range<CodePosition>] = [body]
        while let open = brace, open != typeOpen {
            scopes.append((open + 1)..<task)
            if let head = code.statementHead(ofBrace: open) { scopes.append(head..<open) }
            brace = code.enclosingBrace(of: open)
        }
        for scope in scopes {
            for p in scope {
                if code.isAny(p, of: ["let", "var", "for", "case"]), code.kind(p + 1) == .identifier { names.insert(code.text(p + 1)) }
                // Parameters: `name: Type` or `label name: Type` in a head's parentheses.
                if code.kind(p) == .identifier, code.kind(p + 1) == .colon, code.kind(p - 1) == .leftParen
                    || code.kind(p - 1) == .comma || code.kind(p - 1) == .identifier || code.kind(p - 1) == .wildcard
                {
                    names.insert(code.text(p))
                }
                if code.isWord(p, "in") {
                    // Closure parameters: names right before `in`.
                    var q = p - 1
                    while q >= scope.lowerBound, code.kind(q) == .identifier || code.kind(q) == .comma {
                        if code.kind(q) == .identifier { names.insert(code.text(q)) }
                        q -= 1
                    }
                }
            }
        }
        return names
    }

    /// Why the Task is never cancelled, or nil when something may cancel it.
    private func neverCancelled(task: CodePosition, close: CodePosition, code: CodeView) -> String? {
        // What follows the Task expression: `.store(in:)`, `.cancellable`, `.value`…
        let after = close + 1
        if code.kind(after) == .period { return nil }
        let before = task - 1
        guard before >= .start else { return "is not kept" }
        if code.kind(before) == .binaryOperator, code.text(before) == "=" {
            // `_ = Task`, `let t = Task`, `self.t = Task`, `t = Task`.
            let target = before - 1
            if code.kind(target) == .wildcard { return "is not kept (`_ =`)" }
            guard code.kind(target) == .identifier else { return nil }
            let name = code.text(target)
            if cancelled(name, code: code) { return nil }
            // A local used again (returned, stored elsewhere) may be cancelled through that.
            if code.isAny(target - 1, of: ["let", "var"]), usedAgain(name, after: close, code: code) { return nil }
            return "is kept in `\(name)`, which is never cancelled"
        }
        // A statement of its own: nothing keeps it.
        if code.startsStatement(task) || code.kind(before) == .leftBrace || code.kind(before) == .rightBrace
            || code.kind(before) == .semicolon || code.isWord(before, "in")
        {
            return "is not kept"
        }
        return nil
    }

    private func cancelled(_ name: String, code: CodeView) -> Bool {
        for p in code.positions where code.text(p) == name && code.kind(p) == .identifier {
            var q = p + 1
            if code.kind(q) == .postfixOperator, code.text(q) == "?" { q += 1 }
            if code.kind(q) == .period, code.isWord(q + 1, "cancel"), code.kind(q + 2) == .leftParen { return true }
        }
        return false
    }

    private func usedAgain(_ name: String, after close: CodePosition, code: CodeView) -> Bool {
        let scopeEnd = code.enclosingBrace(of: close).flatMap { code.partner($0) } ?? code.endPosition
        return (close + 1..<scopeEnd).contains { code.text($0) == name && code.kind($0) == .identifier }
    }
}
