import Foundation

/// A subscription to a migrated function's publisher, rewritten into a `Task` that awaits
/// the function once:
///
///     Task { [weak self] in
///         do {
///             let user = try await repository.user(id: id)
///             self?.user = user
///             self?.isLoading = false
///         } catch {
///             guard !Task.isCancelled else { return }
///             self?.message = error.localizedDescription
///         }
///     }
///     .store(in: &cancellables)
///
/// The `.finished` code follows the value's, the `.failure` code is in `catch`; a cancelled
/// task runs no failure code, as a cancelled subscription gets no completion.
struct OneShotTask {
    let match: Match
    let call: OneShotCallers.Call
    /// The replacement, or why the subscription stays in Combine (its function then does too).
    let outcome: Result<String, SkipReason>
    /// The support file's helpers the replacement calls: `Task.store(in:)` or `.cancellable`.
    let helpers: SupportHelpers


    /// The subscriptions in the file whose publisher is a call of a migrated function
    /// (computed once per source).
    static func sites(in source: TokenizedSource, run: RunContext) -> [OneShotTask] {
        source.analyses.value(OneShotTasksKey.self) { find(source, run) }
    }

    private static func find(_ source: TokenizedSource, _ run: RunContext) -> [OneShotTask] {
        let functions = run.oneShot.functions.values.filter { source.mayContainName(Array($0.name.utf8)) }
        guard !functions.isEmpty, source.mayContainName(Array("sink".utf8)) else { return [] }
        let callers = OneShotCallers(source: source, run: run)
        var calls: [Int: (OneShotCallers.Call, MigratedFunction)] = [:]
        for function in functions {
            for call in callers.calls(of: function) { calls[call.start] = (call, function) }
        }
        let matcher = Matcher(source)
        var sites: [OneShotTask] = []
        var taken: Set<Int> = []
        for pattern in Subscriptions.patterns where pattern.shape != .assign {
            for match in matcher.matches(of: pattern.template) {
                guard let publisher = match.bindings["p"], let (call, function) = calls[publisher.lowerBound],
                    !taken.contains(call.name)
                else { continue }
                taken.insert(call.name)
                let builder = Builder(
                    source: source, match: match, pattern: pattern, call: call, function: function, types: run.oneShot.types)
                sites.append(OneShotTask(
                    match: match, call: call, outcome: builder.build(),
                    helpers: pattern.assigned ? .taskCancellable : .taskStore))
            }
        }
        return sites
    }

    /// Whether the code range holds a call of a function migrated in this run (so that a
    /// subscription to it is the one-shot rules' business, not the loop rules').
    static func callsMigratedFunction(_ range: Range<Int>, in source: TokenizedSource, run: RunContext) -> Bool {
        guard !run.oneShot.functions.isEmpty else { return false }
        let callers = OneShotCallers(source: source, run: run)
        return run.oneShot.functions.values.contains { function in
            callers.calls(of: function).contains { range.contains($0.name) }
        }
    }

    private struct Builder {
        let source: TokenizedSource
        let match: Match
        let pattern: Subscriptions.Pattern
        let call: OneShotCallers.Call
        let function: MigratedFunction
        let types: TypeTable

        func build() -> Result<String, SkipReason> {
            let view = CodeView(source)
            let subscriptions = Subscriptions(source: source)
            let site = SubscriptionSite(source: source, match: match)
            if let reason = AsyncAvailability.reason(in: view) { return .failure(SkipReason(reason)) }
            let style = view.style
            let unit = style.indentUnit
            guard view.startsStatement(match.code.lowerBound),
                source.lineBreakBefore[match.code.lowerBound] || match.code.lowerBound == 0
            else {
                return .failure(SkipReason("the subscription is not a statement of its own"))
            }
            // What follows the call: `.map(\.x)`, `.map { $0.x }`, `.receive(on: main)`, `.eraseToAnyPublisher()`.
            let publisher = match.bindings["p"]!
            var suffix = ""
            var onMainActor = false
            var q = call.close + 1
            while q < publisher.upperBound {
                guard view.kind(q) == .period, view.kind(q + 2) == .leftParen || view.kind(q + 2) == .leftBrace,
                    let close = view.partner(q + 2)
                else { return .failure(SkipReason("the call is followed by more than the rule follows")) }
                let inside = PublisherFunction.text(view, (q + 3)..<close).filter { !$0.isWhitespace }
                switch view.text(q + 1) {
                case "receive" where ["on:DispatchQueue.main", "on:RunLoop.main", "on:.main"].contains(inside):
                    onMainActor = true
                case "eraseToAnyPublisher" where inside.isEmpty:
                    break
                case "map" where view.kind(q + 2) == .leftParen && Self.isKeyPath(inside):
                    suffix += String(inside.drop { $0 != "." })
                case "map" where view.kind(q + 2) == .leftBrace && inside.hasPrefix("$0.") && Self.isKeyPath("\\" + inside.dropFirst(2)):
                    suffix += String(inside.dropFirst(2))
                default:
                    return .failure(SkipReason("`.\(view.text(q + 1))` follows the call"))
                }
                q = close + 1
            }
            guard pattern.shape != .assign else { return .failure(SkipReason("an `assign` subscription")) }
            let indent = Indentation.ofLine(containing: match.bytes.lowerBound, in: source.bytes)
            let throwing = function.throwing
            let inner = indent + unit + (throwing ? unit : "")
            var valueName = "_"
            var captures: String?
            var valueCode = ""
            var carried: [Range<Int>] = [source.byteRange(ofCode: match.bindings["set"] ?? match.bindings["target"]!)]
            carried.append(source.byteRange(ofCode: match.bindings["p"]!))
            var finished: String?
            var failure: String?
            var failureName: String?
            if pattern.shape == .sinkDollarZero {
                let body = match.bindings["body"]!
                let closure = ClosureBody(source: source, after: body.lowerBound - 1, close: body.upperBound)
                if closure.uses("$1") { return .failure(SkipReason("the closure takes more than one parameter")) }
                valueName = closure.uses("$0") ? closure.freshName("value") : "_"
                valueCode = closure.loopText(parameter: valueName, indent: inner, returnsBecomeContinue: false)
                carried.append(closure.bytes)
            } else {
                guard let parameters = subscriptions.parameters(match, "params") else {
                    return .failure(SkipReason("the closure's parameters are not ones the rule follows"))
                }
                captures = parameters.captures
                let closure = ClosureBody(source: source, after: match.bindings["params"]!.upperBound, close: match.bindings["body"]!.upperBound)
                var dollarZero: String?
                if parameters.name == "_", closure.uses("$0") { dollarZero = closure.freshName("value") }
                valueName = dollarZero ?? parameters.name
                valueCode = closure.loopText(parameter: dollarZero, indent: inner, returnsBecomeContinue: false)
                carried += [source.byteRange(ofCode: match.bindings["params"]!), closure.bytes]
                if pattern.shape == .sinkCompletion || pattern.shape == .sinkCompletionTrailing {
                    guard let completion = CompletionHandler(source: source, match: match, style: style, indent: indent) else {
                        return .failure(SkipReason("the completion handler does more than tell `.finished` from `.failure`"))
                    }
                    guard case .success(let branches) = completion.branches else {
                        if case .failure(let message) = completion.branches { return .failure(SkipReason(message)) }
                        return .failure(SkipReason("the completion handler is not one the rule follows"))
                    }
                    if branches.captures != parameters.captures, branches.captures != nil || branches.usesSelf {
                        return .failure(SkipReason("the completion and value closures capture differently"))
                    }
                    // The branches come indented for a loop's `do`: one level deeper than here
                    // (two without a `do`).
                    let outdent = { (text: String) in
                        throwing ? TaskLoop.outdent(text, by: unit) : TaskLoop.outdent(TaskLoop.outdent(text, by: unit), by: unit)
                    }
                    finished = branches.finished.map(outdent)
                    failure = branches.failure.map(outdent)
                    failureName = branches.failureName
                    carried += branches.carried
                    if !throwing, failure != nil || failureName != nil {
                        // A function that cannot fail any more has no failure to handle.
                        failure = nil
                        failureName = nil
                    }
                }
                if closure.hasOwnReturn, finished != nil {
                    return .failure(SkipReason("the value closure returns early, which would skip the `.finished` code"))
                }
            }
            if let name = subscriptions.capturedLocalVariable(in: match, boundInClosures: [valueName, failureName ?? ""]) {
                return .failure(SkipReason("the closure uses the local variable `\(name)`, which a Task cannot capture"))
            }
            if let lost = subscriptions.lostComment(in: match, carried: carried) {
                let location = LineMap(source.bytes).location(of: lost)
                return .failure(SkipReason("the comment at \(location.line):\(location.column) would be lost"))
            }
            if onMainActor, view.isolation(at: match.code.lowerBound) == .mainActor { onMainActor = false }
            var callText = PublisherFunction.text(view, call.start..<(call.close + 1), renaming: call.name, to: function.asyncName) + suffix
            if let list = captures, list.contains("weak self") || list.contains("unowned self"), !isCalledOnTypeName(view) {
                // The call now runs inside the Task, where `self` is weak: its receiver is
                // captured as the subscription had evaluated it, and its arguments must not
                // reach `self`.
                guard let receiver = captureReceiver(view, valueName: valueName) else {
                    return .failure(SkipReason("the call goes through `self`, which the closures capture weakly"))
                }
                captures = String(list.dropLast()) + ", " + receiver.capture + "]"
                callText = receiver.name + "." + PublisherFunction.text(view, call.name..<(call.close + 1), renaming: call.name, to: function.asyncName) + suffix
            }

            // The Task.
            var opening = "Task {"
            if onMainActor { opening += " @MainActor" }
            if let captures { opening += " " + captures }
            if onMainActor || captures != nil { opening += " in" }
            if pattern.assigned { opening = site.text(of: match.bindings["target"]!) + " = " + opening }
            let effects = throwing ? "try await" : "await"
            let binding = valueName == "_" ? "_ = \(effects) \(callText)" : "let \(valueName) = \(effects) \(callText)"
            var lines = [opening]
            if throwing {
                let typed = FailureType.isUntyped(function.failure) ? "" : " throws(\(function.failure))"
                lines.append(indent + unit + "do\(typed) {")
            }
            lines.append(inner + binding)
            if !valueCode.isEmpty { lines.append(inner + valueCode) }
            if let finished, !finished.isEmpty { lines.append(inner + finished) }
            if throwing {
                if (failure ?? "").isEmpty && failureName == nil {
                    lines.append(indent + unit + "} catch {}")
                } else {
                    lines.append(indent + unit + "} catch {")
                    lines.append(inner + "guard !Task.isCancelled else { return }")
                    if let failureName, failureName != "error" { lines.append(inner + "let \(failureName) = error") }
                    if let failure, !failure.isEmpty { lines.append(inner + failure) }
                    lines.append(indent + unit + "}")
                }
            }
            if pattern.assigned {
                lines.append(indent + "}.cancellable")
            } else {
                let set = match.bindings["set"]!
                let storeDot = set.lowerBound - 6
                let setText = site.text(of: set)
                if source.lineBreakBefore[storeDot] {
                    lines += [indent + "}", indent + ".store(in: &\(setText))"]
                } else {
                    lines.append(indent + "}.store(in: &\(setText))")
                }
            }
            return .success(lines.joined(separator: style.lineEnding))
        }

        /// Whether the call's receiver is a type's name (`Repository.make()`), which the Task
        /// reaches as the subscription did, with no capture.
        func isCalledOnTypeName(_ view: CodeView) -> Bool {
            guard case .expression(let range) = view.receiver(ofMemberAt: call.name),
                case .metatype = view.valueType(of: range, at: call.name, types: types)
            else { return false }
            return true
        }

        /// For a call `a.b.f(x)` in a closure capturing `self` weakly: the capture `b = a.b`
        /// (or `a` alone) and the name the call goes through; nil when the receiver is `self`
        /// or missing, or an argument uses `self` or one of its members.
        func captureReceiver(_ view: CodeView, valueName: String) -> (capture: String, name: String)? {
            let dot = call.name - 1
            guard view.kind(dot) == .period, dot > call.start, view.kind(call.start) != .period, view.isName(dot - 1),
                view.kind(dot - 1) == .identifier
            else {
                return nil
            }
            let members = view.enclosingType(of: call.name).map { view.instanceMembers(ofTypeBody: $0.open) } ?? []
            for p in (call.name + 2)..<call.close where view.kind(p) == .identifier || view.isWord(p, "self") {
                let name = view.text(p)
                if name == "self" || members.contains(name) && view.kind(p - 1) != .period && view.kind(p + 1) != .colon {
                    return nil
                }
            }
            let name = view.text(dot - 1)
            guard name != valueName else { return nil }
            let receiver = PublisherFunction.text(view, call.start..<dot)
            return (receiver == name ? name : "\(name) = \(receiver)", name)
        }

        /// `\.name` or `\.a.b`.
        static func isKeyPath(_ text: String) -> Bool {
            text.range(of: #"^\\\.[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"#, options: .regularExpression) != nil
        }
    }
}

/// The subscriptions to migrated functions in a file version, found once.
private enum OneShotTasksKey: FileAnalysisKey { typealias Value = [OneShotTask] }
