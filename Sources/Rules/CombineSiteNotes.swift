import Core
import Structure
import Tokenizer

/// The run's last word on a file's Combine sites (`SiteCensus`): for each site of the census
/// (`CodeView.combineSites()`) that no rule rewrote or spoke for, a note, rule id
/// `combine-site`, saying why it stays in Combine — the rule that would own it is off, the
/// site is a shape no rule migrates (a stream of many values, a protocol requirement, a
/// publisher made inside a closure), or the code's subject is Combine (an SDK's Combine
/// wrapper, an extension of `Publisher`). Shown with `--verbose`; never fails `--check`.
package struct CombineSiteNotes: SiteCensus {
    /// The id of the notes: no rule's, as no rule left these sites — the census did.
    package static let id = "combine-site"
    /// What the notes are, for the lists of rules (SARIF's driver).
    package static let summary = "a Combine site no rule rewrote or spoke for, and why it stays in Combine"
    package static let help = """
        Every `dataTaskPublisher` call, `Future`, `Just`/`Fail`, `sink`, `assign(to:on:)`, and \
        function or property whose declared type is a publisher ends a run rewritten or with a \
        diagnostic at its line. One no rule rewrote or spoke for gets this note, saying why it \
        stays: the rule that would own it is off or opt-in, it is a shape no rule migrates \
        (a stream of many values, a protocol requirement, a publisher made inside a closure), \
        or the code's subject is Combine (an SDK's Combine wrapper, an extension of `Publisher`). \
        Silence it with `// combine-migrate:disable-next-line combine-site`.
        """

    package init() {}

    package var anchors: Anchors { CodeView.combineSiteAnchors }

    package func sites(in source: TokenizedSource, run: RunContext) -> FileCensus? {
        let view = CodeView(source)
        let sites = view.combineSites()
        guard !sites.isEmpty else { return nil }
        let lines = source.lineMap
        var bodies: [CodePosition: ClosedRange<Int>] = [:]  // a declaration's position → its body's lines
        let made = Dictionary(grouping: sites.filter { $0.declaration != nil }) { $0.declaration ?? .start }
        for site in sites {
            guard let open = site.body, let close = view.partner(open) else { continue }
            bodies[site.position] = lines.location(of: view.offset(open)).line...lines.location(of: view.offset(close)).line
        }
        let census = sites.map { site in
            let body = bodies[site.declaration ?? site.position]
            return CensusSite(
                kind: site.kind.rawValue, lines: site.lines(view, lines), body: body, bodyRules: body == nil ? [] : Self.bodyRules,
                note: Diagnostic(.note, at: view.offset(site.position), reason(site, making: made[site.position] ?? [], view, run), rule: Self.id))
        }
        return FileCensus(lines: lines, sites: census)
    }

    /// The rules whose diagnostics in a publisher declaration's body are about it: the
    /// one-shot rules, which read whole functions.
    static let bodyRules: Set<String> = Set(OneShotPlan.rules.map(\.id) + [JustFail.id])

    /// Why the site stays in Combine, when no rule said so; `made`, for a publisher
    /// declaration, the sites making its publisher in its body.
    func reason(_ site: CombineSite, making made: [CombineSite], _ view: CodeView, _ run: RunContext) -> String {
        // Code whose subject is Combine (an SDK's Combine wrapper, an extension of `Publisher`)
        // keeps it, whatever the site.
        let what = [.publisherFunction, .publisherProperty].contains(site.kind) ? "`\(site.name)`" : "`\(site.name)` here"
        if let file = CombineImplementation.fileReason(path: view.source.path) {
            return SkipReason.keptPrefix + "\(what) — \(file); left as it is"
        }
        if let kept = CombineImplementation.reason(at: site.position, in: view) { return kept }
        switch site.kind {
        case .dataTaskPublisher:
            guard view.isWord(site.position + 2, "for") else {
                return "`dataTaskPublisher(…)` here is not `URLSession.dataTaskPublisher(for:)`, which \(DataTaskAsync.id) reads; it stays in Combine with the API it calls"
            }
            return placeReason("`dataTaskPublisher(for:)`", at: site, view, rules: [DataTaskAsync.id], run,
                migrates: "a function that returns its chain (`-> AnyPublisher<T, E>`)")
        case .future:
            return placeReason("`Future`", at: site, view, rules: [FutureTask.id, FutureContinuation.id], run,
                migrates: "a function that returns it (`-> AnyPublisher<T, E>` or `-> Future<T, E>`)")
        case .just, .fail:
            return placeReason("`\(site.name)`", at: site, view, rules: [JustFail.id], run,
                migrates: "the `return \(site.name)(…)` of a function another rule migrates")
        case .sink, .assign:
            let name = site.kind == .sink ? "`sink`" : "`assign(to:on:)`"
            let owner = site.kind == .sink ? SinkForAwait.id : AssignForAwait.id
            guard run.isEnabled(ReceiveMainActor.id) else {
                return "\(name) here stays in Combine: \(ReceiveMainActor.id), which reports the subscriptions the rules leave, is off in this run"
            }
            return "\(name) here stays in Combine: \(owner) is opt-in (`--enable \(owner)`)"
        case .publisherFunction:
            return functionReason(site, making: made, view, run)
        case .publisherProperty:
            return propertyReason(site)
        }
    }

    /// `name` made at the site stays: the rules that would read it are off, or it is not
    /// where they read it (`migrates`).
    private func placeReason(
        _ name: String, at site: CombineSite, _ view: CodeView, rules: [String], _ run: RunContext, migrates: String
    ) -> String {
        let off = rules.filter { !run.isEnabled($0) }
        if off.count == rules.count {
            return "\(name) stays in Combine: \(off.joined(separator: " and ")) \(off.count == 1 ? "is" : "are") off in this run"
        }
        return "\(name) here is \(SitePlace.phrase(at: site.position, view)); \(rules.joined(separator: " and ")) \(rules.count == 1 ? "migrates" : "migrate") \(migrates), so it stays in Combine"
    }

    private func functionReason(_ site: CombineSite, making made: [CombineSite], _ view: CodeView, _ run: RunContext) -> String {
        let type = site.declaredType ?? "a publisher"
        guard let open = site.body, let close = view.partner(open), site.enclosingTypeKeyword != "protocol" else {
            return "`\(site.name)` is a protocol requirement returning `\(type)`; it stays in Combine until its conformers are migrated"
        }
        // A shape of the one-shot rules in its body, and none of them spoke: they are off.
        let oneShot: [String] = made.contains { $0.kind == .future } ? [FutureTask.id, FutureContinuation.id]
            : made.contains { $0.kind == .dataTaskPublisher && view.isWord($0.position + 2, "for") } ? [DataTaskAsync.id] : []
        if !oneShot.isEmpty {
            let maker = oneShot == [DataTaskAsync.id] ? "`dataTaskPublisher(for:)`" : "a `Future`"
            guard oneShot.allSatisfy({ !run.isEnabled($0) }) else {
                return "`\(site.name)` returns `\(type)` made by \(maker) in a shape the one-shot rules do not read; it stays in Combine"
            }
            return "`\(site.name)` returns `\(type)` made by \(maker), but \(oneShot.joined(separator: " and ")) \(oneShot.count == 1 ? "is" : "are") off in this run; it stays in Combine"
        }
        if !made.isEmpty, made.allSatisfy({ [.just, .fail].contains($0.kind) && view.isOwn($0.position, in: (open + 1)..<close) }) {
            return "`\(site.name)` returns nothing but `Just`/`Fail` as `\(type)`; \(JustFail.id) rewrites those only in a function another rule migrates (one whose body is a `Future` or a `dataTaskPublisher(for:)` chain), so it stays in Combine"
        }
        if type == "Future" {
            return "`\(site.name)` returns a `Future` its body does not write as `Future { … }`, the shape the one-shot rules read; it stays in Combine"
        }
        return "`\(site.name)` returns `\(type)`, which may send many values (the one-shot rules migrate a body that is one `Future` or `dataTaskPublisher(for:)` chain); it stays in Combine"
    }

    private func propertyReason(_ site: CombineSite) -> String {
        let type = site.declaredType ?? "a publisher"
        switch type {
        case "PassthroughSubject", "CurrentValueSubject":
            return "`\(site.name)` is a `\(type)` other code can reach: a stream of many values, which stays in Combine"
        case "Published.Publisher":
            return "`\(site.name)` is a `@Published` property's publisher: the property's changes, many values, which stay in Combine"
        default:
            if site.enclosingTypeKeyword == "protocol" {
                return "`\(site.name)` is a protocol requirement of type `\(type)`; it stays in Combine until its conformers are migrated"
            }
            if site.body != nil {
                return "`\(site.name)` is a computed property returning `\(type)`, which may send many values; the one-shot rules migrate functions, so it stays in Combine"
            }
            return "`\(site.name)` is a stored `\(type)`, which may send many values; it stays in Combine"
        }
    }
}
