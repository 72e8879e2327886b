import Tokenizer

/// The Task that replaces a one-shot subscription, written out: the chain's statements
/// and the value code, then the `.finished` code, in `do`; the `.failure` code in `catch`;
/// the completion's common code after them — each block after its cancellation check, with
/// the completion handler's `guard let self` where its code needs it.
extension OneShotTask.Builder {
    func render(
        _ chain: CallerChain, _ subscriber: Subscriber, names: inout ChainNames, code: CodeText, indent: String
    ) throws -> String {
        let unit = view.style.indentUnit
        let branches = subscriber.branches
        let throwing = chain.canFail
        // The branches come indented for a loop's `do`: one level deeper than the `do`'s
        // statements, two deeper than the Task's.
        let outdent = { (text: String, levels: Int) in
            (0..<levels).reduce(text) { text, _ in TaskLoop.outdent(text, by: unit) }
        }
        // `guard let self` goes once in each block whose completion code needs it, unless the
        // value closure's own guard binds the same name there already.
        var guarded = subscriber.valueGuard != nil && subscriber.valueGuard == branches.selfGuard?.name
        func guardSelf(_ block: inout TaskStatements) {
            if let selfGuard = branches.selfGuard, !guarded { block.append(selfGuard.text) }
        }

        var success = TaskStatements(indent: indent + unit + (throwing ? unit : ""))
        valueStatements(chain, subscriber, into: &success, names: &names, code: code)
        let finished = branches.finished ?? ""
        if !finished.isEmpty || branches.deferred != nil {
            guardSelf(&success)
            guarded = true
            if let deferred = branches.deferred { success.append(outdent(deferred, throwing ? 1 : 2)) }
            if !finished.isEmpty { success.append(outdent(finished, throwing ? 1 : 2)) }
        }
        let common = branches.common.map { outdent($0, 2) } ?? ""
        if !throwing, !common.isEmpty {
            guardSelf(&success)
            success.append(common)
        }
        // Code after the `do`/`catch` must not run either once the Task is cancelled.
        if !common.isEmpty { success.flushCheck() }

        var lines = [opening(chain, subscriber)]
        guard throwing else { return (lines + success.lines + lifetime(indent)).joined(separator: view.style.lineEnding) }
        let typed = FailureType.isUntyped(chain.failure) ? "" : " throws(\(chain.failure))"
        lines.append(indent + unit + "do\(typed) {")
        lines += success.lines
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
            lines.append(indent + unit + "} \(try catchClause(branches, mapped: chain.errorMapping != nil)) {")
            lines += handler.lines + [indent + unit + "}"]
        }
        if !common.isEmpty {
            var after = TaskStatements(indent: indent + unit)
            guarded = false
            guardSelf(&after)
            after.append(common)
            lines += after.lines
        }
        return (lines + lifetime(indent)).joined(separator: view.style.lineEnding)
    }

    /// The chain's statements, the value bound to the subscriber's name, and what the
    /// subscriber does with it (its value code, or the assignment).
    private func valueStatements(
        _ chain: CallerChain, _ subscriber: Subscriber, into block: inout TaskStatements, names: inout ChainNames,
        code: CodeText
    ) {
        // The function is called by its async name (`userPublisher` → `user`).
        let renamed = function.asyncName == function.name ? [:] : [call.name: function.asyncName]
        let callText = code.text(call.start..<(call.close + 1), renaming: renamed, indent: block.indent)
        let value = chain.value(ofCall: callText, of: function, into: &block, names: &names, code: code)
        let name = subscriber.valueName
        if let assignment = subscriber.assignment {
            _ = block.bind(value, as: name)
            block.append("\(assignment.object)?.\(assignment.path) = \(name)")
            return
        }
        if name == "_" && value.awaits && value.isVoid {
            // `try await service.disconnect()`: nothing to bind.
            block.run(value)
        } else if name != "_" && !(value.isName && value.expression == name) || name == "_" && value.awaits {
            _ = block.bind(value, as: name + (subscriber.valueType.map { ": " + $0 } ?? ""))
        }
        if !subscriber.valueCode.isEmpty { block.append(subscriber.valueCode) }
    }

    /// `Task {`, or `target = Task { @MainActor [captures] in`.
    private func opening(_ chain: CallerChain, _ subscriber: Subscriber) -> String {
        var opening = "Task {"
        let onMainActor = chain.onMainActor && view.isolation(at: match.code.lowerBound, in: scope.module) != .mainActor
        if onMainActor { opening += " @MainActor" }
        if let captures = subscriber.captures { opening += " " + captures }
        if onMainActor || subscriber.captures != nil { opening += " in" }
        guard pattern.assigned else { return opening }
        return SubscriptionSite(source: source, match: match).text(of: match.bindings["target"]!) + " = " + opening
    }

    /// The Task's end: `}.cancellable` for a property, `}` and `.store(in: &set)` for a set
    /// (on the closing brace's line when the subscription had it there).
    private func lifetime(_ indent: String) -> [String] {
        guard !pattern.assigned else { return [indent + "}.cancellable"] }
        let set = match.bindings["set"]!
        let storeDot = set.lowerBound - 6  // `.` `store` `(` `in` `:` `&`
        let setText = SubscriptionSite(source: source, match: match).text(of: set)
        if source.lineBreakBefore(storeDot) { return [indent + "}", indent + ".store(in: &\(setText))"] }
        return [indent + "}.store(in: &\(setText))"]
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
            if readsError {
                throw SkipReason("the failure code reads an `error` of its own, which the mapped error's `catch` would hide")
            }
            return "catch"
        }
        return "catch let \(name)"
    }
}
