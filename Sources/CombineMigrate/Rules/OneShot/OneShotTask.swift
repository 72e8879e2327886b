import Foundation

/// A subscription to a migrated function's publisher, rewritten into a `Task` that awaits
/// the function — and the chain after it (`CallerChain`) — as straight-line code:
///
///     Task { [weak self, repository] in
///         do {
///             let user = try await repository.user(id: id)
///             guard !Task.isCancelled else { return }
///             self?.user = user
///             self?.isLoading = false
///         } catch {
///             guard !Task.isCancelled else { return }
///             self?.message = error.localizedDescription
///         }
///         self?.didLoad()
///     }
///     .store(in: &cancellables)
///
/// The `.finished` code follows the value's, the `.failure` code is in `catch`, and code the
/// completion handler runs after both comes after the `do`/`catch`; a cancelled task runs
/// none of it, as a cancelled subscription gets no value and no completion. An
/// `assign(to: \.name, on: object)` sets `object?.name` (captured weakly).
struct OneShotTask {
    let match: Match
    let call: OneShotCallers.Call
    /// The replacement, or why the subscription stays in Combine (its function then does too).
    let outcome: Result<String, SkipReason>
    /// The names of the calls the replacement awaits: the first, and a `flatMap`'s.
    let awaited: [Int]
    /// The support file's helpers the replacement calls: `Task.store(in:)` or `.cancellable`.
    let helpers: SupportHelpers

    /// The subscriptions in the file whose publisher is a call of a migrated function
    /// (computed once per source).
    static func sites(in source: TokenizedSource, run: RunContext) -> [OneShotTask] {
        source.analyses.value(OneShotTasksKey.self) { find(source, run) }
    }

    private static func find(_ source: TokenizedSource, _ run: RunContext) -> [OneShotTask] {
        let functions = run.oneShot.functions.values.filter { source.mayContainName(Array($0.name.utf8)) }
        guard !functions.isEmpty, source.mayContainName(Array("sink".utf8)) || source.mayContainName(Array("assign".utf8))
        else { return [] }
        let callers = OneShotCallers(source: source, run: run)
        var calls: [Int: (OneShotCallers.Call, MigratedFunction)] = [:]
        for function in functions {
            for call in callers.calls(of: function) { calls[call.start] = (call, function) }
        }
        let matcher = Matcher(source)
        var sites: [OneShotTask] = []
        var taken: Set<Int> = []
        for pattern in Subscriptions.patterns {
            for match in matcher.matches(of: pattern.template) {
                guard let publisher = match.bindings["p"], let (call, function) = calls[publisher.lowerBound],
                    !taken.contains(call.name)
                else { continue }
                taken.insert(call.name)
                let builder = Builder(
                    source: source, match: match, pattern: pattern, call: call, function: function, types: run.oneShot.types,
                    calls: calls)
                let outcome = Result { try builder.build() }.mapError { $0 as? SkipReason ?? SkipReason("\($0)") }
                sites.append(OneShotTask(
                    match: match, call: call, outcome: outcome.map(\.text),
                    awaited: (try? outcome.get().awaited) ?? [],
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

    struct Builder {
        let source: TokenizedSource
        let match: Match
        let pattern: Subscriptions.Pattern
        let call: OneShotCallers.Call
        let function: MigratedFunction
        let types: TypeTable
        let calls: [Int: (OneShotCallers.Call, MigratedFunction)]

        var view: CodeView { CodeView(source) }

        /// What the subscriber does with the value and the completion, read from its closures.
        struct Subscriber {
            var valueName = "_"
            /// The type the value closure declares for its parameter, if it does.
            var valueType: String?
            var valueCode = ""
            var captures: String?
            /// The value closure's `{`…`}`, and the name its leading `guard let self` binds.
            var valueClosure: ClosedRange<Int>?
            var valueGuard: String?
            var branches = CompletionHandler.Branches(carried: [])
            var assignment: (object: String, path: String)?
            var carried: [Range<Int>] = []
            /// Code inside the subscriber that uses `self`.
            var usesSelf = false
        }

        func build() throws -> (text: String, awaited: [Int]) {
            let view = self.view
            if let reason = AsyncAvailability.reason(in: view) { throw SkipReason(reason) }
            guard view.startsStatement(match.code.lowerBound),
                source.lineBreakBefore[match.code.lowerBound] || match.code.lowerBound == 0
            else {
                throw SkipReason("the subscription is not a statement of its own")
            }
            let publisher = match.bindings["p"]!
            let chain = try CallerChain.read(
                view, operators: (call.close + 1)..<publisher.upperBound, first: function, types: types, calls: calls
            ).get()
            let style = view.style
            let unit = style.indentUnit
            let indent = Indentation.ofLine(containing: match.bytes.lowerBound, in: source.bytes)
            var names = ChainNames(view: view, statement: match.code)
            // What a `tryMap` declares lands in the Task's block, beside the other stages'.
            for case .transform(let closure) in chain.stages {
                for name in closure.declared.sorted() where names.name(name, ownedBy: closure.open...closure.close) != name {
                    throw SkipReason("an operator's closure declares `\(name)`, a name the subscription also uses")
                }
            }
            var subscriber = try readSubscriber(chain, indent: indent, names: &names)
            let branches = subscriber.branches
            let chainParameters = chain.stages.compactMap { stage -> String? in
                switch stage {
                case .transform(let closure), .awaited(let closure, _, _): return closure.parameters.first
                case .member, .fallback: return nil
                }
            }
            let moved = [(call.name + 1)..<(call.close + 1)] + chain.closures.map { $0.lowerBound..<($0.upperBound + 1) }
            let bound = [subscriber.valueName, branches.failureName ?? ""] + chainParameters
            if let name = Subscriptions(source: source).capturedLocalVariable(in: match, boundInClosures: bound, moved: moved) {
                throw SkipReason("the closure uses the local variable `\(name)`, which a Task cannot capture")
            }
            var carried = subscriber.carried + [source.byteRange(ofCode: match.bindings["set"] ?? match.bindings["target"]!)]
            carried += [source.byteRange(ofCode: call.start..<(call.close + 1))] + chain.carried(view)
            if let lost = Subscriptions(source: source).lostComment(in: match, carried: carried) {
                let location = LineMap(source.bytes).location(of: lost)
                throw SkipReason("the comment at \(location.line):\(location.column) would be lost")
            }
            var code = CodeText(view: view)
            subscriber.captures = try captureReceivers(chain, subscriber, into: &code)

            // The Task's statements: the chain, the value, then `.finished`; `.failure` in `catch`.
            let throwing = chain.canFail
            // The branches come indented for a loop's `do`: one level deeper than here (two
            // without a `do`); the common code, two levels deeper.
            let outdent = { (text: String, levels: Int) in
                (0..<levels).reduce(text) { text, _ in TaskLoop.outdent(text, by: unit) }
            }
            var body = TaskStatements(indent: indent + unit + (throwing ? unit : ""))
            let callText = code.text(call.start..<(call.close + 1), renaming: [:], indent: body.indent)
            let value = chain.value(ofCall: callText, throwing: function.throwing, into: &body, names: &names, code: code)
            let valueName = subscriber.valueName
            if let assignment = subscriber.assignment {
                _ = body.bind(value, as: valueName)
                body.append("\(assignment.object)?.\(assignment.path) = \(valueName)")
            } else {
                if valueName != "_" && !(value.isName && value.expression == valueName) || valueName == "_" && value.awaits {
                    _ = body.bind(value, as: valueName + (subscriber.valueType.map { ": " + $0 } ?? ""))
                }
                if !subscriber.valueCode.isEmpty { body.append(subscriber.valueCode) }
            }
            var guarded = subscriber.valueGuard != nil && subscriber.valueGuard == branches.selfGuard?.name
            func guardSelf(_ statements: inout TaskStatements) {
                if let selfGuard = branches.selfGuard, !guarded { statements.append(selfGuard.text) }
            }
            let finished = branches.finished ?? ""
            if !finished.isEmpty || branches.deferred != nil {
                guardSelf(&body)
                guarded = true
                if let deferred = branches.deferred { body.append(outdent(deferred, throwing ? 1 : 2)) }
                if !finished.isEmpty { body.append(outdent(finished, throwing ? 1 : 2)) }
            }
            let common = branches.common.map { outdent($0, 2) } ?? ""
            if !throwing, !common.isEmpty {
                guardSelf(&body)
                body.append(common)
            }
            if !common.isEmpty { body.flushCheck() }

            var opening = "Task {"
            let onMainActor = chain.onMainActor && view.isolation(at: match.code.lowerBound) != .mainActor
            if onMainActor { opening += " @MainActor" }
            if let captures = subscriber.captures { opening += " " + captures }
            if onMainActor || subscriber.captures != nil { opening += " in" }
            if pattern.assigned { opening = SubscriptionSite(source: source, match: match).text(of: match.bindings["target"]!) + " = " + opening }
            var lines = [opening]
            if throwing {
                let typed = FailureType.isUntyped(chain.failure) ? "" : " throws(\(chain.failure))"
                lines.append(indent + unit + "do\(typed) {")
            }
            lines += body.lines
            if throwing {
                let failure = branches.failure.map { outdent($0, 1) } ?? ""
                if failure.isEmpty && branches.failureName == nil && common.isEmpty && branches.deferred == nil {
                    lines.append(indent + unit + "} catch {}")
                } else {
                    var handler = TaskStatements(indent: indent + unit + unit)
                    handler.append("guard !Task.isCancelled else { return }")
                    if !failure.isEmpty || branches.deferred != nil {
                        guarded = false
                        guardSelf(&handler)
                    }
                    if let deferred = branches.deferred { handler.append(outdent(deferred, 1)) }
                    if let name = branches.failureName, let mapped = chain.mappedError(code) {
                        handler.append("let \(name) = \(mapped)")
                    }
                    if !failure.isEmpty { handler.append(failure) }
                    lines += [indent + unit + "} \(try catchClause(branches, mapped: chain.errorMapping != nil)) {"]
                    lines += handler.lines + [indent + unit + "}"]
                }
                if !common.isEmpty {
                    var after = TaskStatements(indent: indent + unit)
                    guarded = false
                    guardSelf(&after)
                    after.append(common)
                    lines += after.lines
                }
            }
            if pattern.assigned {
                lines.append(indent + "}.cancellable")
            } else {
                let set = match.bindings["set"]!
                let storeDot = set.lowerBound - 6
                let setText = SubscriptionSite(source: source, match: match).text(of: set)
                if source.lineBreakBefore[storeDot] {
                    lines += [indent + "}", indent + ".store(in: &\(setText))"]
                } else {
                    lines.append(indent + "}.store(in: &\(setText))")
                }
            }
            return (lines.joined(separator: style.lineEnding), [call.name] + chain.innerCalls.map(\.name))
        }

        /// `catch`, `catch let failure` (the name the failure code gives the error), or
        /// `catch _` — so that an `error` the failure code reads from outside is not the
        /// caught one.
        private func catchClause(_ branches: CompletionHandler.Branches, mapped: Bool) throws -> String {
            let view = self.view
            let readsError = [branches.failureCode, branches.deferCode].compactMap { $0 }.contains { range in
                range.contains { view.text($0) == "error" && view.isUse($0) }
            }
            guard let name = branches.failureName, name != "error" else {
                return readsError && branches.failureName == nil ? "catch _" : "catch"
            }
            if mapped {
                if readsError { throw SkipReason("the failure code reads an `error` of its own, which the mapped error's `catch` would hide") }
                return "catch"
            }
            return "catch let \(name)"
        }
    }
}

/// The subscriptions to migrated functions in a file version, found once.
private enum OneShotTasksKey: FileAnalysisKey { typealias Value = [OneShotTask] }
