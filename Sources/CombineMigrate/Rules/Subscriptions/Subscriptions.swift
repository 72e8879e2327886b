/// Finds `sink` and `assign` subscriptions and builds their `TaskLoop` rewrites. The four
/// subscription rules share it; each takes the sites whose publisher chain it owns (see
/// `SubscriptionSite.Kind`).
struct Subscriptions {
    enum Shape {
        case sinkValue, sinkValueLabeled, sinkCompletion, sinkCompletionTrailing, sinkDollarZero
        case assign
    }

    struct Pattern {
        let shape: Shape
        let template: Template
        /// `target = …` instead of `….store(in: &set)`.
        let assigned: Bool
    }

    static let patterns: [Pattern] = {
        // The completion forms first: a value-only template would also match their start.
        let sinks: [(Shape, String)] = [
            (.sinkCompletion, ".sink(receiveCompletion: { :[cparams] in :[cbody?] }, receiveValue: { :[params] in :[body?] })"),
            (.sinkCompletionTrailing, ".sink { :[cparams] in :[cbody?] } receiveValue: { :[params] in :[body?] }"),
            (.sinkValue, ".sink { :[params] in :[body?] }"),
            (.sinkValueLabeled, ".sink(receiveValue: { :[params] in :[body?] })"),
            (.sinkDollarZero, ".sink { :[body] }"),
            (.assign, ".assign(to: :[keyPath], on: :[object])"),
        ]
        return sinks.flatMap { shape, call in
            [
                Pattern(shape: shape, template: try! Template(":[p:expr]\(call).store(in: &:[set])"), assigned: false),
                Pattern(shape: shape, template: try! Template(":[target:expr] = :[p:expr]\(call)"), assigned: true),
            ]
        }
    }()

    static let republish = try! Template(":[p:expr].assign(to: &:[property])")

    /// A site found, and what to do with it.
    struct Site {
        let match: Match
        let shape: Shape
        let kind: SubscriptionSite.Kind
        /// The replacement, or why the site is left alone.
        let outcome: Result<String, SkipReason>
        /// The support file's helpers the replacement calls.
        let helpers: SupportHelpers

        /// The id of the rule the site belongs to: `receive-main-actor` for a chain that hops
        /// to the main queue and for one Combine keeps (it reports those); otherwise the
        /// opt-in rule for its shape.
        var owner: String {
            switch kind {
            case .mainActor, .kept: return "receive-main-actor"
            case .plain, .firstValue:
                if shape == .assign { return "assign-for-await" }
                return kind == .firstValue ? "first-value" : "sink-for-await"
            }
        }
    }

    /// The start of the note on a site whose rule is opt-in and off.
    static let optInPrefix = "not migrated by default: "


    let source: TokenizedSource
    let view: CodeView

    init(source: TokenizedSource) {
        self.source = source
        self.view = CodeView(source)
    }

    /// Every sink/assign subscription in the file, outermost first, one per start.
    func sites() -> [Site] {
        guard source.mayContainName(Array("sink".utf8)) || source.mayContainName(Array("assign".utf8)) else { return [] }
        let matcher = Matcher(source)
        var taken: Set<Int> = []
        var names = FreshNames(view)
        var sites: [Site] = []
        for pattern in Self.patterns {
            for match in matcher.matches(of: pattern.template)
            where !taken.contains(match.code.lowerBound) && view.endsStatement(before: match.code.upperBound) && !declaresLocal(match) {
                taken.insert(match.code.lowerBound)
                let site = SubscriptionSite(source: source, match: match)
                var kind = site.kind(ofPublisher: match.bindings["p"]!)
                if kind == .plain || kind == .firstValue, mainQueueHop(match, pattern.shape) != nil {
                    kind = .mainActor(publisher: match.bindings["p"]!)
                }
                let outcome = rewrite(site, pattern, kind, &names)
                sites.append(Site(
                    match: match, shape: pattern.shape, kind: kind, outcome: outcome,
                    helpers: .taskLoop(assigned: pattern.assigned).union(kind == .firstValue ? .firstValue : [])))
            }
        }
        return sites.sorted { $0.match.code.lowerBound < $1.match.code.lowerBound }
    }

    /// The `DispatchQueue.main.async { … }` that is the whole value closure of a `sink` with
    /// no completion handler (one runs on the sending thread), if it is.
    private func mainQueueHop(_ match: Match, _ shape: Shape) -> MainQueueHop? {
        guard shape == .sinkValue || shape == .sinkValueLabeled, let body = match.bindings["body"] else { return nil }
        return MainQueueHop(body: body, in: view)
    }

    /// `let c = p.sink { … }`: a local cancellable, whose lifetime is the scope's — left
    /// alone (with the note every unmatched `sink` gets).
    private func declaresLocal(_ match: Match) -> Bool {
        let start = match.code.lowerBound
        guard match.bindings["target"] != nil, start > 0 else { return false }
        let index = Int(source.code[start - 1])
        return source.token(index, is: "let") || source.token(index, is: "var")
    }

    /// `assign(to: &$property)` sites: republishing, which stays in Combine.
    func republishingSites() -> [Match] {
        guard source.mayContainName(Array("assign".utf8)) else { return [] }
        return Matcher(source).matches(of: Self.republish)
    }

    private func skip(_ message: String, _ severity: Diagnostic.Severity = .warning) -> Result<String, SkipReason> {
        .failure(SkipReason(message, severity))
    }

    private func rewrite(
        _ site: SubscriptionSite, _ pattern: Pattern, _ kind: SubscriptionSite.Kind, _ names: inout FreshNames
    ) -> Result<String, SkipReason> {
        let match = site.match
        if case .kept(let name, let reason) = kind {
            return skip("kept in Combine: `\(name)` — \(reason)", .note)
        }
        if let file = CombineImplementation.fileReason(path: source.path) {
            return skip(SkipReason.keptPrefix + "`\(pattern.shape == .assign ? "assign" : "sink")` — \(file); left as it is", .note)
        }
        if let reason = CombineImplementation.reason(at: match.code.lowerBound, in: view) { return skip(reason, .note) }
        if let reason = AsyncAvailability.reason(in: view) { return skip(reason) }
        if let reason = SynchronousDelivery.reason(for: match, shape: pattern.shape, kind: kind, publisher: match.bindings["p"]!, in: view) {
            return skip(reason, .note)
        }
        // Detected only for a site that is rewritten: it reads the whole file.
        let style = view.style
        guard view.startsStatement(match.code.lowerBound),
            source.lineBreakBefore[match.code.lowerBound] || match.code.lowerBound == 0
        else {
            return skip("the subscription is not a statement of its own; migrate it by hand")
        }
        var publisher = match.bindings["p"]!
        var cut: Range<Int>?
        if case .mainActor(let stripped, let receive) = kind { (publisher, cut) = (stripped, receive) }
        var loop = TaskLoop(
            streamName: "", publisher: site.text(of: publisher, cutting: cut), captures: nil, onMainActor: false,
            loopVariable: "value", body: "", throwing: false, lifetime: .store(set: "", ownLine: true))
        if kind.receivesOnMain { loop.onMainActor = view.isolation(at: match.code.lowerBound) != .mainActor }
        if pattern.assigned {
            loop.lifetime = .assign(target: site.text(of: match.bindings["target"]!))
        } else {
            let set = match.bindings["set"]!
            let storeDot = set.lowerBound - 6  // `.` `store` `(` `in` `:` `&`
            loop.lifetime = .store(set: site.text(of: set), ownLine: source.lineBreakBefore[storeDot])
        }
        if view.isOptionalChained(publisher) {
            // `owner?.updates.sink { … }` subscribes to nothing when `owner` is nil.
            guard !pattern.assigned else {
                return skip("the publisher is reached through optional chaining, so the property would hold a Task only when the chain is not nil; migrate it by hand")
            }
            loop.unwrapsOptional = true
        }
        let statementIndent = Indentation.ofLine(containing: match.bytes.lowerBound, in: source.bytes)
        let indent = TaskLoop.taskIndent(statementIndent, unit: style.indentUnit, unwrapsOptional: loop.unwrapsOptional)
        var carried: [Range<Int>] = [publisher, match.bindings["set"] ?? match.bindings["target"]!]
            .map { source.byteRange(ofCode: $0) }

        var streamBase: String?
        switch pattern.shape {
        case .assign:
            guard let assignment = assignmentTarget(site) else {
                return skip("`assign(to:on:)` with a key path or object the rule does not follow; migrate it by hand")
            }
            loop.captures = "[weak \(assignment.object)]"
            loop.loopVariable = "value"
            loop.body = "\(assignment.object)?.\(assignment.path) = value"
            streamBase = assignment.path.split(separator: ".").last.map(String.init)
            carried += [match.bindings["keyPath"]!, match.bindings["object"]!].map { source.byteRange(ofCode: $0) }
        case .sinkDollarZero:
            let body = match.bindings["body"]!
            let closure = ClosureBody(source: source, after: body.lowerBound - 1, close: body.upperBound)
            if closure.uses("$1") { return skip("the closure takes more than one parameter") }
            if let problem = closure.loopProblem() { return skip(problem + "; migrate it by hand") }
            let name = closure.freshName("value")
            loop.loopVariable = closure.uses("$0") ? name : "_"
            loop.awaitsOne = kind == .firstValue
            loop.body = closure.loopText(
                parameter: name, indent: TaskLoop.bodyIndent(indent, unit: style.indentUnit, throwing: false, awaitsOne: loop.awaitsOne),
                returnsBecomeContinue: !loop.awaitsOne)
            carried.append(closure.bytes)
        default:
            guard let parameters = parameters(match, "params") else {
                return skip("the closure's parameter list is not one the rule follows; migrate it by hand")
            }
            loop.captures = parameters.captures
            let body = match.bindings["body"]!
            var closure = ClosureBody(source: source, after: match.bindings["params"]!.upperBound, close: body.upperBound)
            if kind.receivesOnMain, let hop = mainQueueHop(match, pattern.shape) {
                // The loop is on the main actor already: the hop goes, its statements stay.
                if let inner = hop.captures, loop.captures != nil, loop.captures != inner {
                    return skip("the closure and the `DispatchQueue.main.async` in it capture differently (`\(loop.captures!)` and `\(inner)`); migrate it by hand")
                }
                loop.captures = loop.captures ?? hop.captures
                closure = ClosureBody(source: source, after: hop.after, close: hop.close)
            }
            if let problem = closure.loopProblem() { return skip(problem + "; migrate it by hand") }
            // `{ [weak self] in … $0 … }`: a capture list and no name.
            var dollarZeroName: String?
            if parameters.name == "_" && parameters.captures != nil && closure.uses("$0") {
                if closure.uses("$1") { return skip("the closure takes more than one parameter") }
                dollarZeroName = closure.freshName("value")
            }
            // A value the body never reads is `_`, as Swift asks (no unused-variable warning).
            let unused = parameters.name != "_" && !closure.uses(parameters.name)
            loop.loopVariable = dollarZeroName ?? (unused ? "_" : parameters.name)
            carried += [source.byteRange(ofCode: match.bindings["params"]!), closure.bytes]
            if pattern.shape == .sinkCompletion || pattern.shape == .sinkCompletionTrailing {
                guard let completion = CompletionHandler(source: source, match: match, style: style, indent: indent) else {
                    return skip("the completion handler does more than tell `.finished` from `.failure`; migrate it by hand")
                }
                if case .failure(let message) = completion.branches { return skip(message) }
                guard case .success(let branches) = completion.branches else { return skip("") }
                guard branches.isBranchesOnly else {
                    // A loop that ends on cancellation too cannot tell when to run common code.
                    if branches.ignoresCompletion {
                        return skip("the completion handler runs the same code on finishing and on failing; migrate it by hand")
                    }
                    return skip("the completion handler does more than tell `.finished` from `.failure`; migrate it by hand")
                }
                if branches.captures != parameters.captures, branches.captures != nil || branches.usesSelf {
                    return skip("the completion and value closures capture differently (`\(branches.captures ?? "no capture list")` and `\(parameters.captures ?? "no capture list")`); migrate it by hand")
                }
                loop.throwing = true
                loop.finished = branches.finished
                loop.failure = branches.failure
                loop.failureName = branches.failureName
                carried += branches.carried
            }
            loop.awaitsOne = kind == .firstValue && (loop.finished ?? "").isEmpty
            loop.body = closure.loopText(
                parameter: dollarZeroName,
                indent: TaskLoop.bodyIndent(indent, unit: style.indentUnit, throwing: loop.throwing, awaitsOne: loop.awaitsOne),
                returnsBecomeContinue: !loop.awaitsOne)
        }
        if let name = capturedLocalVariable(in: match, boundInClosures: [loop.loopVariable, loop.failureName ?? ""]) {
            return skip("the closure uses the local variable `\(name)`, which a Task cannot capture; migrate it by hand")
        }
        if let lost = lostComment(in: match, carried: carried) {
            let location = LineMap(source.bytes).location(of: lost)
            return skip("the comment at \(location.line):\(location.column) would be lost; migrate this subscription by hand")
        }
        // Checked last, so that a site's own reason to stay is the one reported.
        if !kind.receivesOnMain, let reason = LoopExecutor.reason(at: match.code.lowerBound, in: view) {
            return skip(reason)
        }
        // Named last, so that sites left alone take no name.
        let block = view.enclosingBrace(of: match.code.lowerBound) ?? -1
        let loopName = ["_", "value", "$0"].contains(loop.loopVariable) ? nil : loop.loopVariable
        let base = streamBase ?? loopName ?? memberName(endingChain: publisher) ?? "value"
        loop.streamName = names.name(base + "Stream", inBlock: block)
        return .success(loop.render(indent: statementIndent, style: style))
    }

    /// Names a stream cannot be called after: too general to tell one stream from another.
    private static let vagueMembers: Set<String> = [
        "default", "shared", "main", "current", "publisher", "value", "values", "output", "input", "self",
    ]

    /// The last property the chain reads (`isEnabled` in `output.isEnabled.removeDuplicates()`,
    /// `query` in `viewModel.$query`), to name the stream of a loop whose values have no name.
    private func memberName(endingChain chain: Range<Int>) -> String? {
        var found: String?
        // The chain's own tokens, a bracket group (arguments, closures) at a time.
        var p = chain.lowerBound
        while p < chain.upperBound {
            // A property of something (`a.b`, `$b`): not the chain's root, nor a call.
            let isName = view.kind(p) == .identifier || view.kind(p) == .projectedIdentifier
            let isMember = view.kind(p - 1) == .period || view.kind(p) == .projectedIdentifier
            if isName, isMember, view.kind(p + 1) != .leftParen, view.kind(p + 1) != .leftBrace { found = view.text(p) }
            p = view.atomEnd(p)
        }
        guard var name = found else { return nil }
        if name.hasPrefix("$") { name.removeFirst() }
        // `updatesPublisher`, `stateSubject`: the stream is of updates, of the state.
        for suffix in ["Publisher", "Subject"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
        }
        guard !name.isEmpty, !Self.vagueMembers.contains(name) else { return nil }
        return name
    }

    /// A closure's parameter list: an optional capture list, then one name (or `_`).
    func parameters(_ match: Match, _ hole: String) -> (captures: String?, name: String)? {
        guard let found = typedParameter(match, hole), found.type == nil else { return nil }
        return (found.captures, found.name)
    }

    /// A closure's parameter list: an optional capture list, then one name (or `_`), maybe
    /// with its type (`(isFavorited: Bool)`).
    func typedParameter(_ match: Match, _ hole: String) -> (captures: String?, name: String, type: String?)? {
        guard let range = match.bindings[hole] else { return nil }
        let split = SubscriptionSite.splitParameters(SubscriptionSite(source: source, match: match).text(of: range))
        var name = split.parameters
        if name.hasPrefix("("), name.hasSuffix(")"), !name.dropFirst().dropLast().contains(",") {
            name = String(name.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        var type: String?
        if let colon = name.firstIndex(of: ":") {
            type = name[name.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            name = name[..<colon].trimmingCharacters(in: .whitespaces)
            guard type?.isEmpty == false, !type!.contains("\n") else { return nil }
        }
        guard name == "_" || name.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) != nil else {
            return nil
        }
        return (split.captures, name, type)
    }

    /// `\.path` (or `\Type.path`) on `self` or a named object.
    func assignmentTarget(_ site: SubscriptionSite) -> (object: String, path: String)? {
        let keyPath = site.text(of: site.match.bindings["keyPath"]!).filter { !$0.isWhitespace }
        let object = site.text(of: site.match.bindings["object"]!).trimmingCharacters(in: .whitespaces)
        guard keyPath.hasPrefix("\\"), let dot = keyPath.firstIndex(of: ".") else { return nil }
        let path = String(keyPath[keyPath.index(after: dot)...])
        let name = #"[A-Za-z_][A-Za-z0-9_]*"#
        guard path.range(of: "^\(name)(\\.\(name))*$", options: .regularExpression) != nil,
            object.range(of: "^\(name)$", options: .regularExpression) != nil
        else { return nil }
        return (object, path)
    }

    /// A `var` of the enclosing function (or closure) that the subscription's closures use:
    /// a `Task` closure may not capture a mutable local (the compiler rejects it). `moved`:
    /// code of the publisher chain that moves into the Task too (a call's arguments, an
    /// operator's closure).
    func capturedLocalVariable(in match: Match, boundInClosures: [String], moved: [Range<Int>] = []) -> String? {
        var locals = Set(view.localNames(visibleAt: match.code.lowerBound).filter { $0.value == .variable }.keys)
        // The closures' own parameters and declarations shadow the function's.
        locals.subtract(boundInClosures)
        for p in match.code where p + 1 < match.code.upperBound && source.codeToken(p + 1).kind == .identifier {
            let index = Int(source.code[p])
            if source.token(index, is: "let") || source.token(index, is: "var") {
                locals.remove(source.text(of: Int(source.code[p + 1])))
            }
        }
        guard !locals.isEmpty else { return nil }
        // The publisher, the set and the assigned property are used outside the closures.
        let outside = ["p", "set", "target"].compactMap { match.bindings[$0] }
        for p in match.code where source.codeToken(p).kind == .identifier {
            if outside.contains(where: { $0.contains(p) }), !moved.contains(where: { $0.contains(p) }) { continue }
            let name = source.text(of: Int(source.code[p]))
            // `x` alone, not `.x` (a member of something else).
            if locals.contains(name), !(p > 0 && source.codeToken(p - 1).kind == .period) { return name }
        }
        return nil
    }

    /// `.sink` and `.assign` calls that no site covers: kept, with a note saying why.
    func unmatchedCalls(of name: StaticString, covered: [Range<Int>]) -> [Int] {
        let nameBytes = Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        guard source.mayContainName(nameBytes) else { return [] }
        var offsets: [Int] = []
        for p in 1..<max(1, source.code.count) where source.token(Int(source.code[p]), is: name) {
            guard source.codeToken(p - 1).kind == .period, p + 2 < source.code.count else { continue }
            // Combine's shapes only: `.sink {`, `.sink(receive…:`, `.assign(to:`.
            let next = source.codeToken(p + 1).kind
            let label = source.text(of: Int(source.code[p + 2]))
            var isCombineCall = next == .leftBrace && name.utf8CodeUnitCount == 4
                || next == .leftParen && label.hasPrefix("receive")
            if next == .leftParen, label == "to", source.codePartners[p + 1] > p + 1 {
                // `assign(to: &$x)` or `assign(to: \.x, on: y)`, not `ticket.assign(to: "…")`.
                let close = Int(source.codePartners[p + 1])
                let argument = p + 4 < close ? source.codeToken(p + 4).kind : .unknown
                isCombineCall = argument == .backslash || argument == .prefixOperator
                    && source.token(Int(source.code[p + 4]), is: "&")
            }
            guard isCombineCall else { continue }
            if covered.contains(where: { $0.contains(p) }) { continue }
            offsets.append(source.codeToken(p).start)
        }
        return offsets
    }

    /// The offset of a comment inside the match that none of the carried ranges holds.
    func lostComment(in match: Match, carried: [Range<Int>]) -> Int? {
        let first = Int(source.code[match.code.lowerBound])
        let last = Int(source.code[match.code.upperBound - 1])
        for index in first...last where source.tokens[index].kind.isComment {
            let range = source.tokens[index].range
            if !carried.contains(where: { $0.contains(range.lowerBound) && $0.upperBound >= range.upperBound }) {
                return range.lowerBound
            }
        }
        return nil
    }
}

import Foundation
