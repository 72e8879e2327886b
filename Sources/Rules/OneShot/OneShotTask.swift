import Core
import Foundation
import Structure
import Tokenizer

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
    let awaited: [CodePosition]
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
        var calls: [CodePosition: (OneShotCallers.Call, MigratedFunction)] = [:]
        for function in functions {
            for call in callers.calls(of: function) { calls[call.start] = (call, function) }
        }
        let matcher = Matcher(source)
        var sites: [OneShotTask] = []
        var taken: Set<CodePosition> = []
        for pattern in Subscriptions.patterns {
            for match in matcher.matches(of: pattern.template) {
                guard let publisher = match.bindings["p"], let (call, function) = calls[publisher.lowerBound],
                    !taken.contains(call.name)
                else { continue }
                taken.insert(call.name)
                let builder = Builder(
                    source: source, match: match, pattern: pattern, call: call, function: function, types: run.oneShot.types,
                    calls: calls, scope: run.nameScope(of: source), facts: run.module(of: source))
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
    static func callsMigratedFunction(_ range: Range<CodePosition>, in source: TokenizedSource, run: RunContext) -> Bool {
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
        let calls: [CodePosition: (OneShotCallers.Call, MigratedFunction)]
        /// Where the file's names are looked up beyond it: its module's types (where the
        /// Task runs) and the imported modules'.
        let scope: NameScope
        /// The file's module as the project describes it, if it does: its deployment targets.
        let facts: ModuleFacts?

        var view: CodeView { CodeView(source) }

        /// What the subscriber does with the value and the completion, read from its closures.
        struct Subscriber {
            var valueName = "_"
            /// The type the value closure declares for its parameter, if it does.
            var valueType: String?
            var valueCode = ""
            var captures: String?
            /// The value closure's `{`…`}`, and the name its leading `guard let self` binds.
            var valueClosure: ClosedRange<CodePosition>?
            var valueGuard: String?
            var branches = CompletionHandler.Branches(carried: [])
            var assignment: (object: String, path: String, capture: String)?
            var carried: [Range<ByteOffset>] = []
            /// Code inside the subscriber that uses `self`.
            var usesSelf = false
        }

        func build() throws -> (text: String, awaited: [CodePosition]) {
            let view = self.view
            if let reason = AsyncAvailability.reason(in: view, module: facts) { throw SkipReason(reason) }
            if let reason = AsyncAvailability.taskReason(at: match.code.lowerBound, in: view, scope: scope) {
                throw SkipReason(reason)
            }
            guard view.startsStatement(match.code.lowerBound),
                source.lineBreakBefore(match.code.lowerBound) || match.code.lowerBound == .start
            else {
                throw SkipReason("the subscription is not a statement of its own")
            }
            let publisher = match.bindings["p"]!
            let chain = try CallerChain.read(
                view, operators: (call.close + 1)..<publisher.upperBound, first: function, types: types, calls: calls
            ).get()
            // A Future around a callback completed on the thread its callback ran on, and the
            // subscriber's code ran there: a thread the run cannot tell (an SDK may call back on
            // the main queue, as Firestore does). Only a Task on the main actor runs that code
            // where it may have run; elsewhere it could move UI work off the main thread.
            if function.rule == FutureContinuation.id, !chain.onMainActor,
                view.isolation(at: match.code.lowerBound, in: scope.module) != .mainActor
            {
                if function.delivery == .mainQueue {
                    throw SkipReason(
                        "`\(function.key)`'s publisher delivered on the main queue (`.receive(on:)`), and the subscriber's code ran there; a Task here would run it on another thread. Make the caller `@MainActor` to migrate it")
                }
                throw SkipReason(
                    "`\(function.key)`'s Future completes on the thread its callback runs on, which this run cannot tell (an SDK may call back on the main queue), and the subscriber's code ran there; a Task here would run it on another thread. Receive on the main queue, or make the caller `@MainActor`, to migrate it")
            }
            if function.delivery == .atOnce, let after = Self.codeAfter(match.code, view) {
                let location = source.lineMap.location(of: view.offset(after))
                throw SkipReason(
                    "`\(function.key)`'s Future completes at once, so the subscriber ran during the call, before the code after it (at \(location.line):\(location.column)); a Task would run it after that code. Make the subscription the last code of its function to migrate it")
            }
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
                let location = source.lineMap.location(of: lost)
                throw SkipReason("the comment at \(location.line):\(location.column) would be lost")
            }
            var code = CodeText(view: view)
            subscriber.captures = try captureReceivers(chain, subscriber, into: &code)

            let text = try render(chain, subscriber, names: &names, code: code, indent: indent)
            return (text, [call.name] + chain.innerCalls.map(\.name))
        }

        /// The first code that runs after the statement in the function or closure holding
        /// it: a later statement of an enclosing block, or a loop around it (its next turn).
        static func codeAfter(_ statement: Range<CodePosition>, _ view: CodeView) -> CodePosition? {
            var inner = statement
            var brace = view.enclosingBrace(of: statement.lowerBound)
            while let open = brace, let close = view.partner(open) {
                if inner.upperBound < close { return inner.upperBound }
                guard view.braceKind(open) == .statement, let outer = view.enclosingBrace(of: open), let outerClose = view.partner(outer),
                    let holder = view.statements(in: (outer + 1)..<outerClose).first(where: { $0.contains(open) })
                else { return nil }
                if view.isAny(holder.lowerBound, of: ["for", "while", "repeat"]) { return holder.lowerBound }
                inner = holder
                brace = outer
            }
            return nil
        }
    }
}

/// The subscriptions to migrated functions in a file version, found once.
private enum OneShotTasksKey: FileAnalysisKey { typealias Value = [OneShotTask] }
