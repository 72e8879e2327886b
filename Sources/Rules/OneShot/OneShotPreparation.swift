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

    /// The files that may mention one of `names`: whole words (a name with no word in it
    /// could be anywhere).
    private static func filter(names: [String]) -> AnchorFilter {
        let words = names.map { WordSearch.longestWord(in: Array($0.utf8)) }
        if words.contains(nil) { return AnchorFilter(Anchors(alternatives: [[]])) }
        return AnchorFilter(Anchors(anyOf: Array(Set(words.compactMap { $0 })).sorted()))
    }
}
