import Core
import Structure
import Tokenizer

/// The one-shot rules' preparation: the functions they migrate in the run's files — those
/// whose every call in the run becomes async code, and, for a rule whose bridge keeps what
/// the publisher promised (`OneShotRule.bridgesCallersInTheRun(_:)`), those some calls of which
/// stay in Combine, which keep their publisher as a bridge for them (`keepsBridge`); another
/// function some call of which would stay in Combine keeps its publisher form.
///
/// Its survey reads the files that mention `AnyPublisher` or `Future` for the functions.
/// When there are some, it looks again at every file for the types it declares (what a
/// call's receiver can be, what a request passed to `dataTaskPublisher(for:)` is), plans
/// again with them the functions whose verdict depends on them (their survey kept the
/// file's tokens), checks the package's platforms of those whose new body needs a newer
/// system, and looks at the files that mention a migrated name for its other declarations
/// and for its calls.
struct OneShotPreparation: RunPreparation {
    var anchors: Anchors { PublisherFunction.anchors }

    /// What one file tells: the functions the enabled one-shot rules would migrate as far as
    /// the file alone tells, or that only the run's declarations can decide; and the file,
    /// when the verdict on one of them depends on those declarations, to plan it again once
    /// they are known.
    struct FileFindings: Sendable {
        var functions: [MigratedFunction] = []
        var source: TokenizedSource?
    }

    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        let analysis = RunContext(rules: rules)
        guard OneShotPlan.rules.contains(where: { analysis.isEnabled($0.id) }) else { return nil }
        var found = FileFindings()
        // Not kept in the source's analyses: its rewrite plans with the whole run known.
        for plan in OneShotPlan.make(source, analysis) {
            let throwing: Bool
            var isBridge = false
            switch plan.outcome {
            case .success(let migration): (throwing, isBridge) = (migration.throwing, migration.removesBridge)
            case .failure(let reason) where reason.awaitsRun: throwing = false
            case .failure: continue
            }
            var function = MigratedFunction(plan.function, rule: plan.rule, throwing: throwing)
            function.isBridge = isBridge
            if case .success(let migration) = plan.outcome {
                function.bridge = migration.bridge
                function.delivery = migration.delivery
            }
            let view = CodeView(source)
            if isBridge, let callee = BridgeRemoval.taskPublisherBridge(plan.function, view) ?? AsyncSibling.declaredTwin(of: plan.function, view) {
                function.bridgeSharesName = callee == plan.function.name
            }
            found.functions.append(function)
            if OneShotPlan.readsRunDeclarations(plan.rule) { found.source = source }
        }
        return found.functions.isEmpty ? nil : found
    }

    /// Keeps the functions found once in the run, then looks at the files again. Left
    /// alone: keys declared more than once or by a protocol, or called on a receiver whose
    /// type the run cannot tell (their callers cannot be told apart); functions a call of
    /// which would stay in Combine; functions the run's declarations do not decide either.
    /// `public` ones, whose callers stay as they are, gain an async sibling unless the run
    /// declares its name already.
    func prepare(_ context: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        guard OneShotPlan.rules.contains(where: { context.isEnabled($0.id) }) else { return }
        var found: [String: [MigratedFunction]] = [:]
        var undecided: [TokenizedSource] = []
        for case let file as FileFindings in surveys {
            for function in file.functions { found[function.key, default: []].append(function) }
            if let source = file.source { undecided.append(source) }
        }
        guard !found.isEmpty else { return }
        var run = OneShotIndex.none
        for (key, declarations) in found {
            if declarations.count > 1 {
                run.excluded[key] = "`\(key)` is declared \(declarations.count) times in the files of this run, so its callers cannot be told apart; migrate it by hand"
            } else {
                run.functions[key] = declarations[0]
            }
        }
        let names = Self.filter(names: run.functions.values.flatMap { [$0.name, $0.asyncName] })
        readDeclarations(into: &run, names: names, files: files)
        decide(undecided, into: &run, rules: rules)
        context[OneShotIndex.self] = run
        readCalls(into: &run, names: names, context: context, files: files)
        context[OneShotIndex.self] = run
    }

    /// Plans again, with the run's declarations, the files where they may decide a verdict,
    /// as their rewrite will: a function whose plan succeeds is migrated, another is left
    /// alone (its rewrite says why).
    private func decide(_ sources: [TokenizedSource], into run: inout OneShotIndex, rules: [any Rule]) {
        var declared = RunContext(rules: rules)
        declared[OneShotIndex.self] = OneShotIndex(functions: [:], excluded: [:], types: run.types)
        for source in sources {
            for plan in OneShotPlan.make(source, declared) where run.functions[plan.function.key] != nil {
                switch plan.outcome {
                case .success(let migration):
                    run.functions[plan.function.key]?.throwing = migration.throwing
                    run.functions[plan.function.key]?.bridge = migration.bridge
                case .failure:
                    run.functions[plan.function.key] = nil
                }
            }
        }
    }

    /// Reads every file for the types it declares, and those that mention a migrated name
    /// also for the other declarations of that name (leaving alone a key declared again, or
    /// required by a protocol).
    private func readDeclarations(into run: inout OneShotIndex, names: AnchorFilter, files: RunFiles) {
        let functions = run.functions
        let everyFile = AnchorFilter(Anchors(alternatives: [[]]))
        let read = files.mapSources(admitted: everyFile) { index, source in
            let view = CodeView(source)
            let declarations = names.admits(source.bytes) ? Self.declarations(of: functions, in: view) : nil
            return (index: index, types: view.declaredTypes(), declarations: declarations, members: view.publisherExtensionMembers())
        }
        var operators: Set<String> = []
        var elsewhere: Set<String> = []
        var declarations: [String: Int] = [:]
        var requirements: Set<String> = []
        var renameConflicts: [String: [RenameConflict]] = [:]
        var defaultsConflicts: [String: [RenameConflict]] = [:]
        var located: [String: (file: Int, context: PlatformVersions)] = [:]
        for case let file? in read {
            run.types.add(file.types)
            operators.formUnion(file.members.operators)
            elsewhere.formUnion(file.members.elsewhere)
            guard let found = file.declarations else { continue }
            declarations.merge(found.counts, uniquingKeysWith: +)
            requirements.formUnion(found.protocols)
            renameConflicts.merge(found.renameConflicts, uniquingKeysWith: +)
            defaultsConflicts.merge(found.defaultsConflicts, uniquingKeysWith: +)
            for (key, context) in found.contexts { located[key] = (file.index, context) }
        }
        for (key, count) in declarations where count > 1 {
            run.excluded[key] = requirements.contains(key)
                ? "`\(key)` is also a requirement of a protocol, whose other conformances would no longer match; migrate the protocol by hand"
                : "another `\(key)` is declared in the files of this run, so its callers cannot be told apart; migrate it by hand"
            run.functions[key] = nil
        }
        for (key, conflicts) in renameConflicts {
            // A declaration in an unrelated type is another function: calls of either are
            // told apart by their receivers.
            guard let function = run.functions[key],
                let existing = conflicts.first(where: { Self.related($0.typeName, function.typeName, run.types) })?.heading
            else { continue }
            if function.isPublic {
                // An async twin written by hand (an SDK's `+async.swift`): nothing to add.
                run.excluded[key] = "`\(key)` is `public`, and its async sibling is declared already (\(existing)); left as it is"
                run.notes.insert(key)
            } else {
                run.excluded[key] = "`\(key)` would become `\(function.asyncKey)`, which the run declares already; rename one of them, or migrate it by hand"
            }
            run.functions[key] = nil
        }
        for (key, conflicts) in defaultsConflicts {
            guard let function = run.functions[key],
                let other = conflicts.first(where: { Self.related($0.typeName, function.typeName, run.types) })?.heading
            else { continue }
            run.excluded[key] = "`\(key)` has parameters with default values, and the run also declares \(other): a call leaving those values out could mean either, and Swift's choice may change once one is async; migrate it by hand"
            run.functions[key] = nil
        }
        // `userPublisher()` → `user()` beside a property `user` of the same type.
        for (key, function) in run.functions where function.labels.isEmpty && function.asyncName != function.name {
            let entry = run.types.entries[function.typeName ?? ""]
            if entry?.properties[function.asyncName] != nil {
                run.excluded[key] = "`\(key)` would become `\(function.asyncKey)`, the name of a property of its type; rename one of them, or migrate it by hand"
                run.functions[key] = nil
            }
        }
        run.publisherOperators = operators.subtracting(elsewhere)
        checkAvailability(into: &run, located: located, files: files)
        checkCallersSeen(into: &run, located: located, files: files)
    }

    /// Leaves alone the functions other files of their module may call that the run does
    /// not hold (a run on one folder of a target): those callers would not follow, and an
    /// earlier run's bridge they may still call would go. Not a `public` one that gains a
    /// sibling of another name (it keeps its publisher; its calls are not read), nor a
    /// `private` or `fileprivate` one (every caller is in its file). A `public` one that
    /// gains an overload of its own name is checked: an unseen file of its module may
    /// override it, or call it unchained in asynchronous code.
    private func checkCallersSeen(
        into run: inout OneShotIndex, located: [String: (file: Int, context: PlatformVersions)], files: RunFiles
    ) {
        for (key, function) in run.functions where (!function.isPublic || function.asyncName == function.name) && !function.isFilePrivate {
            guard let place = located[key], let path = files.path(place.file),
                let outside = files.project.filesOutsideRun(ofModuleOf: path), let first = outside.first
            else { continue }
            let module = files.project.module(ofPath: path)?.name ?? "its module"
            let others = outside.count == 1 ? "`\(first)`" : "\(outside.count) files (`\(first)`, …)"
            run.excluded[key] = "`\(key)` may be called from \(others) of \(module), which this run does not hold: "
                + "run on the whole module to migrate it with its callers; left as it is"
            run.functions[key] = nil
        }
    }

    /// Leaves alone the functions whose new body calls an API their module's deployment
    /// targets do not have, unless the `@available` around them does, or their rule calls
    /// the support file's back-deployed form of it there (`backDeployed`).
    private func checkAvailability(
        into run: inout OneShotIndex, located: [String: (file: Int, context: PlatformVersions)], files: RunFiles
    ) {
        for (key, function) in run.functions {
            guard let required = OneShotPlan.requiredAvailability(function.rule), let place = located[key] else { continue }
            let module = files.project.module(ofPath: files.path(place.file))
            if let reason = AsyncAvailability.reason(
                key: key, api: required.api, required: required.versions, module: module, context: place.context)
            {
                if OneShotPlan.backDeploys(function.rule) {
                    run.backDeployed.insert(key)
                } else {
                    run.excluded[key] = reason
                    run.functions[key] = nil
                }
            }
        }
    }

    /// Reads the files that mention a migrated name for its calls. A function is left alone
    /// when one of its calls would stay in Combine (it would need a bridge), or may be its on
    /// a receiver whose type the run cannot tell. A `public`/`open` one keeps its publisher,
    /// which its callers, in the run or not, go on calling: it gains an async sibling, and
    /// its calls are not read — but for one whose sibling keeps its name, an overload
    /// (`public-async-overload`): its calls are read as an `internal` function's are, since
    /// the overload could capture some of them, and it always keeps its bridge.
    private func readCalls(into run: inout OneShotIndex, names: AnchorFilter, context: RunContext, files: RunFiles) {
        for (key, function) in run.functions where function.isPublic {
            if function.asyncName == function.name {
                // An SDK's type (`extension WKHTTPCookieStore`) may have an async method of
                // that name and labels already: its own callback API's, as Swift imports it.
                if let type = function.typeName, !run.types.isDeclared(type) {
                    run.excluded[key] = "`\(key)` is declared in an extension of `\(type)`, which no file of this run declares: an async overload of its name could repeat that type's own async API (an Objective-C method with a completion handler is imported as one); left as it is"
                    run.functions[key] = nil
                    continue
                }
                run.functions[key]?.keepsBridge = true
                continue
            }
            run.siblings[key] = function
            run.functions[key] = nil
        }
        var first = true
        // A function left as it is keeps the calls in its callers' chains (a `flatMap` into
        // it) in Combine: those callers' functions are read again, until none changes.
        while !run.functions.isEmpty {
            var context = context
            context[OneShotIndex.self] = run
            let (unsure, heldBack, sharedName, migrating) = callsStayingInCombine(
                of: run.functions, names: names, context: context, files: files, unsure: first)
            first = false
            for (key, call) in unsure {
                run.excluded[key] = "`\(key)` may also be called as `\(call)`, whose receiver's type the run cannot tell, so its callers cannot be told apart; give that receiver a declared type, or migrate it by hand"
                run.unresolved[key] = run.functions[key]
                run.functions[key] = nil
            }
            var held = false
            for (key, call) in heldBack {
                guard let function = run.functions[key] else { continue }
                switch (function.bridge, sharedName[key]) {
                case (.possible(let delivery), nil) where delivery.keepsOriginalBody && !migrating.contains(key) && !function.isPublic:
                    run.excluded[key] = "`\(key)` is left as it is: \(call). It would keep its own body as the bridge (\(delivery.keptBecause ?? "")), and no call in the run would use its async version; migrate a caller first"
                case (.possible, nil):
                    // The function becomes async all the same; its publisher stays, as a
                    // bridge, for the callers that stay in Combine.
                    run.functions[key]?.keepsBridge = true
                    continue
                case (.possible, let why?):
                    run.excluded[key] = "`\(key)` is left as it is: \(call). A bridge of the same name and labels as its async function would not serve it: \(why); migrate that caller first, or rename the function (`…Publisher`)"
                case (.impossible(let why), _):
                    run.excluded[key] = "`\(key)` is left as it is: \(call). \(why)"
                case (.none, _):
                    run.excluded[key] = "`\(key)` is left as it is: \(call). A bridge from the async function would deliver on another executor and outlive the subscription; migrate that caller first"
                }
                run.functions[key] = nil
                held = true
            }
            if unsure.isEmpty && !held { break }
        }
    }

    /// For each function, the first of its calls (in file order) whose receiver's type the run
    /// cannot tell (when `unsure`), the first that would stay in Combine, and, for a function
    /// whose async function keeps its name, why a bridge of that name would not serve those
    /// calls (`OneShotCallers.callNeedingAnotherName`); and the functions some call of which
    /// becomes async code.
    private func callsStayingInCombine(
        of functions: [String: MigratedFunction], names: AnchorFilter, context: RunContext, files: RunFiles, unsure: Bool
    ) -> (unsure: [String: String], heldBack: [String: String], sharedName: [String: String], migrating: Set<String>) {
        typealias Found = (unsure: [String: String], heldBack: [String: String], sharedName: [String: String], migrating: Set<String>)
        // Tokenized afresh: the callers' analyses depend on the run, and the rewrite's on
        // a later state of it.
        let read = files.map { _, bytes -> Found? in
            guard names.admits(bytes) else { return nil }
            let callers = OneShotCallers(source: TokenizedSource(bytes: bytes), run: context)
            var found: Found = ([:], [:], [:], [])
            for (key, function) in functions {
                if function.isBridge {
                    // A bridge goes only when nothing names it: a call, a reference; one of the
                    // async function's own name and labels, when nothing calls it without `await`.
                    let named = function.bridgeSharesName
                        ? !callers.calls(of: function).isEmpty || !callers.references(of: function).isEmpty
                            || !callers.unsureCalls(of: function).isEmpty
                        : BridgeRemoval.mentions(function.name, in: CodeView(callers.source))
                    if named { found.heldBack[key] = "it is still named" }
                    continue
                }
                if unsure, let call = callers.unsureCalls(of: function).first { found.unsure[key] = call.receiver + key }
                if !callers.rewrites(of: function).isEmpty { found.migrating.insert(key) }
                if let call = callers.callStayingInCombine(of: function) {
                    found.heldBack[key] = call
                    if function.asyncName == function.name, let why = callers.callNeedingAnotherName(of: function) {
                        found.sharedName[key] = why
                    }
                }
            }
            return found
        }
        var merged: Found = ([:], [:], [:], [])
        for case let file? in read {
            merged.migrating.formUnion(file.migrating)
            merged.unsure.merge(file.unsure) { first, _ in first }
            merged.heldBack.merge(file.heldBack) { first, _ in first }
            merged.sharedName.merge(file.sharedName) { first, _ in first }
        }
        return merged
    }

    /// The files that may mention one of `names`: whole words (a name with no word in it
    /// could be anywhere).
    private static func filter(names: [String]) -> AnchorFilter {
        let words = names.map { WordSearch.longestWord(in: Array($0.utf8)) }
        if words.contains(nil) { return AnchorFilter(Anchors(alternatives: [[]])) }
        return AnchorFilter(Anchors(anyOf: Array(Set(words.compactMap { $0 })).sorted()))
    }

    /// What a file declares of the functions found: how many times each key (not `async`:
    /// those are called with `await`), which keys in a protocol, and what the `@available`
    /// around each one whose rule needs it guarantee.
    private struct Declarations: Sendable {
        var counts: [String: Int] = [:]
        var protocols: Set<String> = []
        /// Keys whose async name the file declares already (`func user(id:) async`), with
        /// those declarations.
        var renameConflicts: [String: [RenameConflict]] = [:]
        /// Keys with defaulted parameters beside another declaration of the name a call
        /// leaving them out would match (`feed()` beside `feed(page: Int = 1)`).
        var defaultsConflicts: [String: [RenameConflict]] = [:]
        var contexts: [String: PlatformVersions] = [:]
    }

    /// The argument labels of a key: `["id", "_"]` for `user(id:_:)`.
    private static func labels(ofKey key: String) -> [String] {
        guard let open = key.firstIndex(of: "("), key.hasSuffix(")") else { return [] }
        return key[key.index(after: open)..<key.index(before: key.endIndex)].split(separator: ":").map(String.init)
    }

    private static func declarations(of functions: [String: MigratedFunction], in view: CodeView) -> Declarations {
        var found = Declarations()
        // The async keys the functions would take: another name's (`userPublisher(id:)` →
        // `user(id:)`), or their own, which only an `async` declaration takes already (a bridge
        // of an earlier run has its twin: not a conflict).
        var renamed: [String: String] = [:]
        var byName: [String: [MigratedFunction]] = [:]
        for (key, function) in functions {
            if function.asyncKey != key || !function.isBridge { renamed[function.asyncKey] = key }
            byName[function.name, default: []].append(function)
        }
        for p in view.positions where view.isWord(p, "func") && view.kind(p) == .keyword {
            guard let declared = PublisherFunction.key(ofFuncAt: p, view) else { continue }
            let isAsync = view.partner(p + 2).map { view.isWord($0 + 1, "async") } ?? false
            if let key = renamed[declared], declared != key || isAsync {
                found.renameConflicts[key, default: []].append(
                    RenameConflict(heading: Self.heading(ofFuncAt: p, view), typeName: view.enclosingType(of: p)?.simpleName))
            }
            // `feed()` beside `feed(page: Int = 1)`: a call leaving out the default could mean
            // either, and which one Swift picks may change once one is async.
            let labels = Self.labels(ofKey: declared)
            for function in byName[view.text(p + 1)] ?? [] where function.key != declared && function.isCalled(withLabels: labels) {
                found.defaultsConflicts[function.key, default: []].append(
                    RenameConflict(heading: Self.heading(ofFuncAt: p, view), typeName: view.enclosingType(of: p)?.simpleName))
            }
            guard let function = functions[declared] else { continue }
            let key = declared
            if isAsync { continue }
            found.counts[key, default: 0] += 1
            if view.enclosingType(of: p)?.keyword == "protocol" { found.protocols.insert(key) }
            if OneShotPlan.requiredAvailability(function.rule) != nil, let declaration = PublisherFunction.read(at: p, view) {
                found.contexts[key] = view.availability(around: declaration.bodyOpen + 1)
            }
        }
        return found
    }
}

/// A declaration of the name a migrated function would take: as it reads
/// (``func user(id: String) async throws -> User` in `Client``), and the type it is in.
private struct RenameConflict: Sendable {
    var heading: String
    var typeName: String?
}

extension OneShotPreparation {
    /// Whether members of these types (nil: top level) can clash: the same type, one a
    /// subtype of the other, or one at top level (which a member's name shadows).
    fileprivate static func related(_ a: String?, _ b: String?, _ types: TypeTable) -> Bool {
        guard let a, let b else { return true }
        return a == b || types.isSubtype(a, of: b) || types.isSubtype(b, of: a)
    }

    /// The declaration whose `func` is at `p`, up to its body, on one line, and the type it
    /// is in: ``func user(id: String) async throws -> User` in `Client``.
    fileprivate static func heading(ofFuncAt p: CodePosition, _ view: CodeView) -> String {
        var end = p + 1
        while end < view.endPosition, end < p + 60, view.kind(end) != .leftBrace, view.kind(end) != .rightBrace {
            end = view.kind(end) == .leftParen ? (view.partner(end) ?? end) + 1 : end + 1
        }
        let text = view.source.text(ofCode: p..<end)
            .replacingOccurrences(of: #"\s*"# + LineBreak.pattern + #"\s*"#, with: " ", options: .regularExpression)
        let type = view.enclosingType(of: p).map { " in `\($0.name)`" } ?? ""
        return "`\(text)`\(type)"
    }
}
