import Core
import Foundation
import Structure
import Tokenizer

/// One subscription site into its `TaskLoop`, or the reason it stays: the checks in the order
/// their reasons are reported, the closures carried into the loop, the stream's name.
extension Subscriptions {
    func skip(_ message: String, _ severity: Diagnostic.Severity = .warning) -> Result<String, SkipReason> {
        .failure(SkipReason(message, severity))
    }

    func rewrite(
        _ site: SubscriptionSite, _ pattern: Pattern, _ kind: SubscriptionSite.Kind, writesMainActor: Bool,
        _ names: inout FreshNames
    ) -> Result<String, SkipReason> {
        let match = site.match
        if case .kept(let name, let reason) = kind {
            return skip(SkipReason.keptPrefix + "`\(name)` — \(reason)", .note)
        }
        if let file = CombineImplementation.fileReason(path: source.path) {
            return skip(SkipReason.keptPrefix + "`\(pattern.shape == .assign ? "assign" : "sink")` — \(file); left as it is", .note)
        }
        if let reason = CombineImplementation.reason(at: match.code.lowerBound, in: view) { return skip(reason, .note) }
        if let reason = AsyncAvailability.reason(in: view, module: facts) { return skip(reason) }
        if let reason = SynchronousDelivery.reason(for: match, shape: pattern.shape, kind: kind, publisher: match.bindings["p"]!, in: view) {
            return skip(reason, .note)
        }
        if let reason = AsyncAvailability.taskReason(at: match.code.lowerBound, in: view, scope: scope) { return skip(reason) }
        // Detected only for a site that is rewritten: it reads the whole file.
        let style = view.style
        guard view.startsStatement(match.code.lowerBound),
            source.lineBreakBefore(match.code.lowerBound) || match.code.lowerBound == .start
        else {
            return skip("the subscription is not a statement of its own; migrate it by hand")
        }
        var publisher = match.bindings["p"]!
        var cut: Range<CodePosition>?
        if case .mainActor(let stripped, let receive) = kind { (publisher, cut) = (stripped, receive) }
        var loop = TaskLoop(
            streamName: "", publisher: site.text(of: publisher, cutting: cut), captures: nil,
            onMainActor: writesMainActor, loopVariable: "value", body: "", throwing: false,
            lifetime: .store(set: "", ownLine: true))
        if pattern.assigned {
            loop.lifetime = .assign(target: site.text(of: match.bindings["target"]!))
        } else {
            let set = match.bindings["set"]!
            let storeDot = set.lowerBound - 6  // `.` `store` `(` `in` `:` `&`
            loop.lifetime = .store(set: site.text(of: set), ownLine: source.lineBreakBefore(storeDot))
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
        var carried: [Range<ByteOffset>] = [publisher, match.bindings["set"] ?? match.bindings["target"]!]
            .map { source.byteRange(ofCode: $0) }

        var streamBase: String?
        switch pattern.shape {
        case .assign:
            guard let assignment = assignmentTarget(site) else {
                return skip("`assign(to:on:)` with a key path or object the rule does not follow; migrate it by hand")
            }
            if let reason = outputTypedByKeyPath(publisher) { return skip(reason) }
            loop.captures = "[\(assignment.capture)]"
            loop.loopVariable = "value"
            loop.body = "\(assignment.object)?.\(assignment.path) = value"
            streamBase = assignment.path.split(separator: ".").last.map(String.init)
            carried += [match.bindings["keyPath"]!, match.bindings["object"]!].map { source.byteRange(ofCode: $0) }
        case .sinkDollarZero:
            let body = match.bindings["body"]!
            let closure = ClosureBody(source: source, after: body.lowerBound - 1, close: body.upperBound)
            if closure.uses("$1") { return skip("the closure takes more than one parameter") }
            if let problem = closure.loopProblem() { return skip(problem + "; migrate it by hand") }
            let name = view.freshName("value", unusedIn: closure.code)
            loop.loopVariable = closure.uses("$0") ? name : "_"
            loop.awaitsOne = kind == .firstValue
            loop.body = closure.loopText(
                parameter: name, indent: TaskLoop.bodyIndent(indent, unit: style.indentUnit, inDo: false, awaitsOne: loop.awaitsOne),
                returnsBecomeContinue: !loop.awaitsOne)
            carried.append(closure.bytes)
        default:
            guard let parameters = parameters(match, "params") else {
                return skip("the closure's parameter list is not one the rule follows; migrate it by hand")
            }
            if let type = parameters.type, type.contains("!") {
                return skip("the closure's parameter has an implicitly unwrapped type (`\(type)`), which a loop's binding cannot declare; migrate it by hand")
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
            if parameters.names == ["_"] && parameters.captures != nil && closure.uses("$0") {
                if closure.uses("$1") { return skip("the closure takes more than one parameter") }
                dollarZeroName = view.freshName("value", unusedIn: closure.code)
            }
            // A value the body never reads is `_`, as Swift asks (no unused-variable warning);
            // so is each element of a tuple it never reads, and a tuple it reads none of.
            let read = parameters.names.map { $0 != "_" && closure.uses($0) ? $0 : "_" }
            loop.loopVariable = dollarZeroName ?? CodeView.bindingPattern(read)
            // `{ (language: Language) in … }`: the loop's binding keeps the type.
            if dollarZeroName == nil, read.count == 1, loop.loopVariable != "_" { loop.loopVariableType = parameters.type }
            carried += [source.byteRange(ofCode: match.bindings["params"]!), closure.bytes]
            if pattern.shape == .sinkCompletion || pattern.shape == .sinkCompletionTrailing {
                guard let completion = CompletionHandler(source: source, match: match, style: style, indent: indent) else {
                    return skip("the completion handler does more than tell `.finished` from `.failure`; migrate it by hand")
                }
                if case .failure(let message) = completion.branches { return skip(message) }
                guard case .success(let branches) = completion.branches else { return skip("") }
                guard branches.common == nil, branches.deferred == nil else {
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
                if let selfGuard = branches.selfGuard {
                    // `guard let self else { return }` leads each branch that runs code: where
                    // `self` is gone it ends the Task as it ended the handler.
                    let lead = selfGuard.text + style.lineEnding + TaskLoop.branchIndent(indent, unit: style.indentUnit)
                    loop.finished = loop.finished.map { lead + $0 }
                    loop.failure = loop.failure.map { lead + $0 }
                }
                loop.failureName = branches.failureName
                carried += branches.carried
            }
            loop.awaitsOne = kind == .firstValue && (loop.finished ?? "").isEmpty
            if loop.awaitsOne, loop.loopVariable.hasPrefix("(") {
                return skip("the closure takes a tuple's elements, which `guard let` cannot bind; migrate it by hand")
            }
            loop.body = closure.loopText(
                parameter: dollarZeroName,
                indent: TaskLoop.bodyIndent(indent, unit: style.indentUnit, inDo: loop.inDo, awaitsOne: loop.awaitsOne),
                returnsBecomeContinue: !loop.awaitsOne)
        }
        if let name = capturedLocalVariable(in: match, boundInClosures: CodeView.names(inPattern: loop.loopVariable) + [loop.failureName ?? ""]) {
            return skip("the closure uses the local variable `\(name)`, which a Task cannot capture; migrate it by hand")
        }
        if let lost = lostComment(in: match, carried: carried) {
            let location = source.lineMap.location(of: lost)
            return skip("the comment at \(location.line):\(location.column) would be lost; migrate this subscription by hand")
        }
        // Checked last, so that a site's own reason to stay is the one reported.
        if !kind.receivesOnMain, let reason = LoopExecutor.reason(at: match.code.lowerBound, in: view, module: module) {
            return skip(reason)
        }
        // Named last, so that sites left alone take no name.
        let block = view.enclosingBrace(of: match.code.lowerBound)
        let loopName = ["_", "value", "$0"].contains(loop.loopVariable) || loop.loopVariable.hasPrefix("(") ? nil : loop.loopVariable
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
    private func memberName(endingChain chain: Range<CodePosition>) -> String? {
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
}
