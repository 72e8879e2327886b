import Core
import Structure
import Tokenizer

/// What a one-shot rule makes of the body of a function returning a publisher.
enum BodyMigration {
    /// The body is the rule's shape: `edits` (byte ranges inside the body) turn it into the
    /// async function's body. They leave `return Just(…)` / `return Fail(…)` statements to
    /// `just-fail`. `throwing`: whether the new body can throw; `typedErrors`: whether every
    /// error it throws has the publisher's own failure type (for `throws(E)`);
    /// `delivery`: when and where the publisher delivered, which its callers' rewrite keeps.
    case rewrite(edits: [Edit], throwing: Bool, typedErrors: Bool, delivery: PublisherDelivery = .asItCompletes)
    /// The body is the rule's shape, but migrating it is not known to be safe.
    case skip(SkipReason)
    /// A bridge to an async function (`BridgeRemoval`): removed when nothing in the run
    /// names it, else left with `BridgeRemoval.note`.
    case bridge
}

/// A rule that works on the one-shot plans (`OneShotPlan`): the one-shot rules themselves,
/// and `just-fail` and `public-async-overload`, which take their part of those plans' edits.
/// It runs with the one-shot preparations, on the functions of the one-shot rules; on a file
/// alone, as prepared by the whole catalog.
protocol OneShotPlanRule: BuiltInRule {}

extension OneShotPlanRule {
    package var runPreparations: [any RunPreparation] { [OneShotPreparation(), ModuleTypesPreparation()] }
    package var anchors: Anchors? { PublisherFunction.anchors }

    package func apply(to source: TokenizedSource) -> RuleResult {
        apply(to: source, in: RunContext.prepare(rules: RuleCatalog.all, files: [source.bytes]))
    }
}

/// A rule that turns whole functions returning a publisher into `async` functions
/// (`datatask-async`, `future-task`, `future-continuation`): it reads the body, and the
/// shared machinery here does the rest — the signature, the `just-fail` returns, the bridge
/// for callers that stay in Combine, and the callers it can rewrite (`OneShotCallers`).
protocol OneShotRule: OneShotPlanRule {
    /// nil when the body is not this rule's shape. `run` tells what the run's files declare
    /// (`run.oneShot.types`; nothing yet while a file is surveyed on its own).
    func migrateBody(of function: PublisherFunction, in source: TokenizedSource, run: RunContext) -> BodyMigration?
    /// Whether `migrateBody` reads `run.oneShot.types`: the preparation then plans the
    /// function again once the run's declarations are known.
    var readsRunDeclarations: Bool { get }
    /// What the new body calls that needs more than Swift concurrency (iOS 13, macOS
    /// 10.15): the API, and the versions it is available from; nil for nothing.
    var requiredAvailability: (api: String, versions: PlatformVersions)? { get }
    /// Whether, in a module that deploys below `requiredAvailability`, the new body calls the
    /// support file's back-deployed form of that API (`run.oneShot.backDeployed`) instead of
    /// the function being left alone.
    var backDeploys: Bool { get }
    /// Where and when the publisher of a function whose body `migrateBody` rewrites
    /// delivers, for the bridge a `public` one keeps (`AsyncSibling`); a skip when the
    /// bridge could not deliver there.
    func bridgeDelivery(of function: PublisherFunction, in source: TokenizedSource) -> Result<BridgeDelivery, SkipReason>
    /// Whether a function whose callers in the run do not all become async code is migrated
    /// all the same, keeping its publisher as a bridge for them (`AsyncSibling`): only where
    /// the bridge delivers where the original did and cancels as it did. `delivery`: how the
    /// function's publisher delivered (`BodyMigration.rewrite`).
    func bridgesCallersInTheRun(_ delivery: PublisherDelivery) -> Bool
}

extension OneShotRule {
    var readsRunDeclarations: Bool { false }
    func bridgesCallersInTheRun(_ delivery: PublisherDelivery) -> Bool { false }
    var requiredAvailability: (api: String, versions: PlatformVersions)? { nil }
    var backDeploys: Bool { false }
    package var phase: RulePhase { .migration }
    package var isEnabledByDefault: Bool { true }
    /// Its functions return `AnyPublisher` or `Future`; its callers, in any file, are found
    /// by the migrated functions' names, which the preparation adds (`OneShotIndex`); a
    /// `dataTaskPublisher(for:)` made where no function returns it gets a note (`UnreadShape`).
    package var anchors: Anchors? { PublisherFunction.anchors + Anchors(anyOf: ["dataTaskPublisher"]) }

    package func apply(to source: TokenizedSource, in run: RunContext) -> RuleResult {
        var result = RuleResult()
        let plans = OneShotPlan.plans(in: source, run: run)
        for plan in plans where plan.rule == id {
            switch plan.outcome {
            case .failure(let skip):
                result.diagnostics.append(Diagnostic(
                    skip.severity, at: skip.offset ?? source.codeToken(plan.function.funcKeyword).start, skip.message, rule: id))
            case .success(let migration):
                // A `public` function's overload is `public-async-overload`'s edit.
                if !plan.overloadsPublicFunction {
                    result.edits += FunctionRewrite(plan: plan, migration: migration, source: source).edits(rule: id)
                }
            }
        }
        let callers = OneShotCallers(source: source, run: run)
        // In key order: a dictionary's order changes from run to run.
        for function in run.oneShot.functions.values.sorted(by: { $0.key < $1.key }) where function.rule == id && !function.isBridge {
            result.edits += callers.rewrites(of: function)
            result.diagnostics += callers.bridgedCallNotes(of: function)
        }
        for function in run.oneShot.unresolved.values.sorted(by: { $0.key < $1.key }) where function.rule == id {
            result.diagnostics += callers.unsureNotes(of: function)
        }
        result.diagnostics += UnreadShape.notes(in: source, plans: plans).filter { $0.ruleID == id }
        result.diagnostics.sort { $0.offset < $1.offset }
        return result
    }
}

/// One function a one-shot rule recognised, and what it makes of it.
struct OneShotPlan {
    let function: PublisherFunction
    let rule: String
    let outcome: Result<Migration, SkipReason>

    /// A `public` function whose async version keeps its name: its overload, with
    /// `public-async-overload` on (`PublicAsyncOverload`).
    var overloadsPublicFunction: Bool { PublicAsyncOverload.overloads(function) }

    struct Migration {
        var bodyEdits: [Edit]
        /// The `just-fail` edits of the function's own `return Just/Fail…` statements.
        var justFail: [Edit]
        var throwing: Bool
        /// `BodyMigration.rewrite`'s `delivery`.
        var delivery = PublisherDelivery.asItCompletes
        /// A bridge no file of the run names: deleted (`BridgeRemoval`).
        var removesBridge = false
        /// A `public` function, or one some callers of which stay in Combine: it keeps its
        /// publisher, as a bridge delivering so, and gains the async function as a sibling
        /// (`AsyncSibling`).
        var sibling: BridgeDelivery?
        /// For a function that is not `public`: whether it could keep its publisher as a
        /// bridge for the callers in the run that stay in Combine, which the run decides
        /// (`MigratedFunction.keepsBridge`).
        var bridge = Bridge.none

        enum Bridge: Equatable, Sendable {
            /// Its rule writes no bridge for the run's callers (`OneShotRule.bridgesCallersInTheRun(_:)`).
            case none
            case possible(BridgeDelivery)
            /// Why none can be written.
            case impossible(String)
        }
    }

    /// The one-shot rules, in the order they are tried on a function.
    static let rules: [any OneShotRule] = RuleCatalog.all.compactMap { $0 as? any OneShotRule }

    /// Whether the rule's verdict on a function depends on the run's declarations
    /// (`migrateBody`'s `run.oneShot.types`), so that a survey of the file alone may differ.
    static func readsRunDeclarations(_ rule: String) -> Bool {
        rules.first { $0.id == rule }?.readsRunDeclarations ?? false
    }

    /// The rule's `requiredAvailability`.
    static func requiredAvailability(_ rule: String) -> (api: String, versions: PlatformVersions)? {
        rules.first { $0.id == rule }?.requiredAvailability
    }

    /// The rule's `backDeploys`.
    static func backDeploys(_ rule: String) -> Bool {
        rules.first { $0.id == rule }?.backDeploys ?? false
    }

    /// Every function of the file a one-shot rule recognises (computed once per source).
    static func plans(in source: TokenizedSource, run: RunContext) -> [OneShotPlan] {
        source.analyses.value(OneShotPlansKey.self) { make(source, run) }
    }

    /// The plans, computed anew (not kept in the source's analyses).
    static func make(_ source: TokenizedSource, _ run: RunContext) -> [OneShotPlan] {
        let rules = Self.rules.filter { run.isEnabled($0.id) }
        guard !rules.isEmpty else { return [] }
        var plans: [OneShotPlan] = []
        var suppressions: Suppressions?
        for function in PublisherFunction.all(in: source) {
            // A function inside one already planned is the outer one's business.
            if let outer = plans.last, outer.function.bodyOpen < function.start, function.bodyClose < outer.function.bodyClose {
                continue
            }
            for rule in rules {
                guard let body = rule.migrateBody(of: function, in: source, run: run) else { continue }
                if suppressions == nil { suppressions = Suppressions(source: source) }
                let outcome = suppressed(function, rule: rule.id, source, suppressions!) ?? check(function, body, rule, source, run)
                plans.append(OneShotPlan(function: function, rule: rule.id, outcome: outcome))
                break
            }
        }
        return plans
    }

    /// A function whose first line or `func` line a suppression comment silences for its
    /// rule (or, for a `public` overload, for `public-async-overload`) is left whole: its
    /// signature, its body and its callers go together, so the run must not even count it
    /// as migrated. The note sits on that line, where the comment silences it (and so counts
    /// as used).
    private static func suppressed(
        _ function: PublisherFunction, rule: String, _ source: TokenizedSource, _ suppressions: Suppressions
    ) -> Result<Migration, SkipReason>? {
        let view = CodeView(source)
        let rules = PublicAsyncOverload.overloads(function) ? [rule, PublicAsyncOverload.id] : [rule]
        for p in [function.start, function.funcKeyword] {
            let offset = view.offset(p)
            if rules.contains(where: { suppressions.directive(silencing: $0, at: offset) != nil }) {
                return .failure(SkipReason(offset: offset, "`\(function.key)` is left as it is: a suppression comment silences it", .note))
            }
        }
        return nil
    }

    /// Whether the function's migration is safe as a whole: its modifiers, its other
    /// `return`s, its error type, and what the rest of the run says about it.
    private static func check(
        _ function: PublisherFunction, _ body: BodyMigration, _ rule: any OneShotRule, _ source: TokenizedSource, _ run: RunContext
    ) -> Result<Migration, SkipReason> {
        let at = source.codeToken(function.funcKeyword).start
        func skip(_ message: String) -> Result<Migration, SkipReason> { .failure(SkipReason(offset: at, message)) }
        if let file = CombineImplementation.fileReason(path: source.path) {
            return .failure(SkipReason(offset: at, SkipReason.keptPrefix + "`\(function.name)` — \(file); left as it is", .note))
        }
        let view = CodeView(source)
        if let reason = AsyncAvailability.reason(in: view, module: run.module(of: source)) { return skip(reason) }
        // A failure written `Error` is read as `any Error` (and future-continuation writes
        // `CheckedContinuation<Void, Error>`); a `Future` it returns or makes, as Combine's.
        let scope = run.nameScope(of: source)
        if FailureType.namesError(function.failure) || FailureType.isUntyped(function.failure) && rule.id == FutureContinuation.id,
            let reason = AsyncAvailability.errorReason(at: function.bodyOpen + 1, in: view, scope: scope)
        {
            return skip(reason)
        }
        if function.returnKind == .future || rule.id != DataTaskAsync.id,
            let reason = AsyncAvailability.futureReason(at: function.bodyOpen + 1, in: view, scope: scope)
        {
            return skip(reason)
        }
        if case .bridge = body {
            let kept = SkipReason(offset: at, BridgeRemoval.note, .note)
            guard !function.isPublic, !function.modifiers.contains(where: { $0 == "override" || $0 == "dynamic" || $0.hasPrefix("@objc") })
            else { return .failure(kept) }
            // Before the run is known, a candidate; then removed only if the run found no mention.
            if run.isPrepared, run.oneShot.functions[function.key]?.isBridge != true { return .failure(kept) }
            return .success(Migration(bodyEdits: [], justFail: [], throwing: false, removesBridge: true))
        }
        guard case .rewrite(let edits, var throwing, let typedErrors, let delivery) = body else {
            if case .skip(let reason) = body { return .failure(reason) }
            return skip("")
        }
        if function.modifiers.contains("override") {
            return skip("`\(function.key)` overrides a superclass method whose signature would no longer match; migrate the class hierarchy by hand")
        }
        if function.modifiers.contains(where: { $0.hasPrefix("@objc") || $0 == "dynamic" }) {
            return skip("`\(function.key)` is exposed to Objective-C; migrate it by hand")
        }
        let returns = JustFail.returns(in: function, source: source)
        let covered = edits.map(\.range)
        var justFail: [Edit] = []
        for statement in returns where !covered.contains(where: { $0.contains(statement.range.lowerBound) }) {
            guard let replacement = statement.replacement else {
                let location = source.lineMap.location(of: statement.range.lowerBound)
                let problem = statement.problem ?? "it also returns a publisher no rule migrates"
                return skip("`\(function.key)`: \(problem) (at \(location.line):\(location.column)); migrate it by hand")
            }
            guard run.isEnabled(JustFail.id) else {
                return skip("`\(function.key)` returns `Just`/`Fail`, which rule `just-fail` (disabled) would migrate; left as it is")
            }
            if statement.throws { throwing = true }
            justFail.append(Edit(range: statement.range, replacement: replacement, rule: JustFail.id))
        }
        if FailureType.isNever(function.failure), throwing {
            return skip("`\(function.key)` cannot fail (`Never`), but its async body would throw; migrate it by hand")
        }
        if throwing, !FailureType.isUntyped(function.failure), !FailureType.isNever(function.failure), !typedErrors {
            return skip("`\(function.key)` fails with `\(function.failure)`, but its async body would throw other errors too; migrate it by hand")
        }
        // Last, so that a function with a deeper reason to stay reports that one.
        guard let asyncName = PublisherFunction.asyncName(of: function.name) else {
            return skip("`\(function.key)` would be an async function whose name says `Publisher` and nothing of its value; rename it for its value (`userPublisher` becomes `user`), then migrate it")
        }
        // `removeItemPublisher(at:)` calling `FileManager.default.removeItem(at:)`: in the
        // async `removeItem(at:)`, Swift would pick that call's async overload, itself.
        if asyncName != function.name, let call = Self.call(named: asyncName, labels: function.labels, in: function, CodeView(source)) {
            let location = source.lineMap.location(of: CodeView(source).offset(call))
            return skip("`\(function.key)` would become `\(asyncName)(\(function.labels.map { $0 + ":" }.joined()))`, which its body calls (at \(location.line):\(location.column)): in the async function that call could pick the function itself; rename it, or migrate it by hand")
        }
        var sibling: BridgeDelivery?
        var bridge = Migration.Bridge.none
        let overloads = run.isEnabled(PublicAsyncOverload.id)
        if function.isPublic {
            switch bridgeDelivery(
                function, rule, source, returnsJustOrFail: !justFail.isEmpty, why: "is `public`", overloads: overloads, scope: scope)
            {
            case .success(let delivery):
                sibling = delivery
                bridge = .possible(delivery)
            case .failure(let reason): return .failure(SkipReason(offset: reason.offset ?? at, reason.message, reason.severity))
            }
        } else if rule.bridgesCallersInTheRun(delivery) {
            let why = "would keep its publisher as a bridge for the callers that stay in Combine"
            switch bridgeDelivery(function, rule, source, returnsJustOrFail: !justFail.isEmpty, why: why, overloads: overloads, scope: scope) {
            case .success(let delivery):
                bridge = .possible(delivery)
                if run.isPrepared, run.oneShot.functions[function.key]?.keepsBridge == true { sibling = delivery }
            case .failure(let reason):
                bridge = .impossible(reason.message)
            }
        }
        if run.isPrepared {
            if let reason = run.oneShot.excluded[function.key] {
                return .failure(SkipReason(offset: at, reason, run.oneShot.notes.contains(function.key) ? .note : .warning))
            }
            guard run.oneShot.siblings[function.key] != nil || run.oneShot.functions[function.key] != nil else {
                return skip("`\(function.key)` was not seen when the run looked for callers; left as it is")
            }
        }
        return .success(Migration(
            bodyEdits: edits, justFail: justFail, throwing: throwing, delivery: delivery, sibling: sibling, bridge: bridge))
    }

    /// The first call in `function`'s body of `name` with these argument labels, not awaited
    /// (an awaited one is an async function's already), if any.
    private static func call(named name: String, labels: [String], in function: PublisherFunction, _ view: CodeView) -> CodePosition? {
        ((function.bodyOpen + 1)..<function.bodyClose).first { p in
            guard view.kind(p) == .identifier, view.text(p) == name, view.kind(p + 1) == .leftParen, let close = view.partner(p + 1),
                !view.isWord(view.chainStart(endingBefore: p + 1) - 1, "await")
            else { return false }
            let written = view.splitTopLevel(from: p + 2, to: close).map { argument in
                view.isName(argument.lowerBound) && view.kind(argument.lowerBound + 1) == .colon ? view.text(argument.lowerBound) : "_"
            }
            return written == labels
        }
    }

    /// How the bridge `function` keeps (`why`: what makes it keep one) delivers, or why it
    /// cannot keep one. Where no bridge to the async function would do what the publisher
    /// did — deliver where it delivered, or hold `self` no longer — the publisher keeps its
    /// own body and the async function is written after it (`AsyncSibling`).
    private static func bridgeDelivery(
        _ function: PublisherFunction, _ rule: any OneShotRule, _ source: TokenizedSource, returnsJustOrFail: Bool, why: String,
        overloads: Bool, scope: NameScope
    ) -> Result<BridgeDelivery, SkipReason> {
        let at = source.codeToken(function.funcKeyword).start
        let view = CodeView(source)
        let delivered: BridgeDelivery
        switch rule.bridgeDelivery(of: function, in: source) {
        case .success(let delivery)
        where delivery.keepsOriginalBody || !function.isInstanceMember
            || view.closureHoldsSelf(in: (function.bodyOpen + 1)..<function.bodyClose):
            delivered = delivery
        case .success(let delivery):
            // A bridge calls the async function on `self`, which the call holds until the work ends.
            delivered = delivery.keepingBody(
                because: "a bridge to its async version would hold `self` until the work ends, which its publisher did not")
        case .failure:
            delivered = BridgeDelivery(deferred: false).keepingBody(
                because: "a bridge to its async version would not deliver where its publisher did")
        }
        if let obstacle = AsyncSibling.obstacle(
            function, view, returnsJustOrFail: returnsJustOrFail, delivery: delivered, why: why, overloadsPublic: overloads)
        {
            return .failure(SkipReason(offset: at, obstacle))
        }
        // A bridge that is a `Future { promise in Task { … } }` says both names.
        if !delivered.taskPublisher, !delivered.keepsOriginalBody {
            let place = function.bodyOpen + 1
            if let reason = AsyncAvailability.taskReason(at: place, in: view, scope: scope)
                ?? AsyncAvailability.futureReason(at: place, in: view, scope: scope)
            {
                return .failure(SkipReason(offset: at, "`\(function.key)` \(why): " + reason))
            }
        }
        return .success(delivered)
    }
}

/// When and where a function's publisher delivered its value, which the callers' rewrite
/// must keep: a caller migrated into a Task runs the subscriber's code on the Task's
/// executor, after the code that follows the subscription.
enum PublisherDelivery: Sendable, Equatable {
    /// As its work completes, on the thread that work ends on (a callback's, a session's).
    case asItCompletes
    /// During the call, before the code after the subscription ran (a `Future` that completes
    /// at once, without a callback).
    case atOnce
    /// On the main queue, after `.receive(on: DispatchQueue.main)` (or `RunLoop.main`).
    case mainQueue
}

/// The one-shot plans of a file version, made once for the one-shot rules.
enum OneShotPlansKey: FileAnalysisKey { typealias Value = [OneShotPlan] }
