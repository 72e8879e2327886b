import Core
import Foundation
import Structure
import Tokenizer

/// Finds `sink` and `assign` subscriptions and builds their `TaskLoop` rewrites. The
/// subscription rules share it; each takes the sites it says it handles
/// (`SubscriptionRule.handles`, from the site's shape and `SubscriptionSite.Kind`).
///
/// Here: the shapes and the sites of a file. The rewrite of one site is in
/// `Subscriptions+Rewrite.swift`; reading a site's closures (also for the one-shot rules'
/// callers) in `Subscriptions+Closures.swift`.
package struct Subscriptions {
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

    /// The calls a subscription makes, by shape. The completion forms first: a value-only
    /// template would also match their start. A closure without `in` (`{ self.v = $0 }`, a
    /// `Void` publisher's `{ count += 1 }`) is read the same trailing or labeled.
    static let calls: [(Shape, String)] = [
        (.sinkCompletion, ".sink(receiveCompletion: { :[cparams] in :[cbody?] }, receiveValue: { :[params] in :[body?] })"),
        (.sinkCompletionTrailing, ".sink { :[cparams] in :[cbody?] } receiveValue: { :[params] in :[body?] }"),
        (.sinkValue, ".sink { :[params] in :[body?] }"),
        (.sinkValueLabeled, ".sink(receiveValue: { :[params] in :[body?] })"),
        (.sinkDollarZero, ".sink { :[body] }"),
        (.sinkDollarZero, ".sink(receiveValue: { :[body] })"),
        (.assign, ".assign(to: :[keyPath], on: :[object])"),
    ]

    static let patterns: [Pattern] = calls.flatMap { shape, call in subscriptions(shape, call) }

    /// The two ways a subscription making `call` is kept: stored with `.store(in: &set)`, or
    /// assigned (`target = …`).
    static func subscriptions(_ shape: Shape, _ call: String) -> [Pattern] {
        [
            Pattern(shape: shape, template: try! Template(":[p:expr]\(call).store(in: &:[set])"), assigned: false),
            Pattern(shape: shape, template: try! Template(":[target:expr] = :[p:expr]\(call)"), assigned: true),
        ]
    }

    static let republish = try! Template(":[p:expr].assign(to: &:[property])")

    /// A site found, and what to do with it.
    struct Site {
        let match: Match
        let shape: Shape
        let kind: SubscriptionSite.Kind
        /// The replacement, or why the site is left alone.
        var outcome: Result<String, SkipReason>
        /// The support file's helpers the replacement calls.
        let helpers: SupportHelpers
        /// Whether the replacement's Task says `@MainActor` (the code around it is not on the
        /// main actor): it then sends what it captures to the main actor.
        let writesMainActor: Bool
        /// Nested deeper than `NestingLimit` allows: left alone, and not compared with the
        /// other sites of its type (`orderConflicts`), whose handlers hold it.
        var beyondNestingLimit = false
    }

    /// The start of the note on a site whose rule is opt-in and off.
    package static let optInPrefix = "not migrated by default: "


    let source: TokenizedSource
    let view: CodeView
    /// Where the file's names are looked up beyond it: its module's types, if the run read
    /// them, and the imported modules'.
    let scope: NameScope
    /// The types of the file's module, if the run read them: where a site's code runs.
    var module: ModuleTypes? { scope.module }
    /// The file's module as the project describes it, if it does: its deployment targets.
    let facts: ModuleFacts?
    /// The `assign(to:on:)` patterns of the run's weak assigning operators
    /// (`WeakAssignOperators`: `assign(to:onWeaklyHeld:)`), read as `assign(to:on:)` is.
    private let weakAssignPatterns: [Pattern]
    /// The run's `sink` functions of one closure, which a trailing closure may call.
    private let oneClosureSinks: OneClosureSinks
    /// The run's types, where a preparation read them: which chains are `Future`s.
    private let types: TypeTable

    init(
        source: TokenizedSource, scope: NameScope = NameScope(), facts: ModuleFacts? = nil, weakAssignLabels: Set<String> = [],
        oneClosureSinks: OneClosureSinks = .none, types: TypeTable = TypeTable()
    ) {
        self.source = source
        self.oneClosureSinks = oneClosureSinks
        self.types = types
        self.view = CodeView(source)
        self.scope = scope
        self.facts = facts
        weakAssignPatterns = weakAssignLabels.sorted().filter { PlainName.isName($0) }.flatMap { label in
            Self.subscriptions(.assign, ".assign(to: :[keyPath], \(label): :[object])")
        }
    }

    /// Every sink/assign subscription in the file, outermost first, one per start.
    func sites() -> [Site] {
        guard source.mayContainName(Array("sink".utf8)) || source.mayContainName(Array("assign".utf8)) else { return [] }
        let matcher = Matcher(source)
        var taken: Set<CodePosition> = []
        var names = FreshNames(view)
        var sites: [Site] = []
        for pattern in Self.patterns + weakAssignPatterns {
            for match in matcher.matches(of: pattern.template)
            where !taken.contains(match.code.lowerBound) && view.endsStatement(before: match.code.upperBound) && !declaresLocal(match) {
                taken.insert(match.code.lowerBound)
                let site = SubscriptionSite(source: source, match: match)
                var kind = site.kind(ofPublisher: match.bindings["p"]!)
                if kind == .plain || kind == .firstValue, mainQueueHop(match, pattern.shape) != nil {
                    kind = .mainActor(publisher: match.bindings["p"]!)
                }
                // Before anything that reads the closures, which hold the sites nested in them.
                if let tooDeep = NestingLimit.reason(at: match.code.lowerBound, in: view) {
                    sites.append(Site(
                        match: match, shape: pattern.shape, kind: kind, outcome: .failure(tooDeep), helpers: [],
                        writesMainActor: false, beyondNestingLimit: true))
                    continue
                }
                // The Task says `@MainActor` where the code around it is not on the main actor.
                let writesMainActor = kind.receivesOnMain && view.isolation(at: match.code.lowerBound, in: module) != .mainActor
                var outcome = rewrite(site, pattern, kind, writesMainActor: writesMainActor, &names)
                // `p.sink { … }` may call the run's own `sink(receiveCompletion:)`.
                if [.sinkValue, .sinkDollarZero].contains(pattern.shape), view.isTrailingSink(after: match.bindings["p"]!),
                    let reason = oneClosureSinks.reason(forSinkAfter: match.bindings["p"]!, in: view, types: types)
                {
                    outcome = .failure(SkipReason(reason))
                }
                sites.append(Site(
                    match: match, shape: pattern.shape, kind: kind, outcome: outcome,
                    helpers: .taskLoop(assigned: pattern.assigned).union(kind == .firstValue ? .firstValue : []),
                    writesMainActor: writesMainActor))
            }
        }
        sites.sort { $0.match.code.lowerBound < $1.match.code.lowerBound }
        for (index, reason) in orderConflicts(sites) { sites[index].outcome = .failure(reason) }
        return sites
    }

    /// The `DispatchQueue.main.async { … }` that is the whole value closure of a `sink` with
    /// no completion handler (one runs on the sending thread), if it is.
    func mainQueueHop(_ match: Match, _ shape: Shape) -> MainQueueHop? {
        guard shape == .sinkValue || shape == .sinkValueLabeled, let body = match.bindings["body"] else { return nil }
        return MainQueueHop(body: body, in: view)
    }

    /// `let c = p.sink { … }`: a local cancellable, whose lifetime is the scope's — left
    /// alone (with the note every unmatched `sink` gets).
    private func declaresLocal(_ match: Match) -> Bool {
        let start = match.code.lowerBound
        guard match.bindings["target"] != nil, start > .start else { return false }
        let index = source.tokenIndex(of: start - 1)
        return source.token(index, is: "let") || source.token(index, is: "var")
    }

    /// `assign(to: &$property)` sites: republishing, which stays in Combine.
    func republishingSites() -> [Match] {
        guard source.mayContainName(Array("assign".utf8)) else { return [] }
        return Matcher(source).matches(of: Self.republish)
    }

    /// `.sink` and `.assign` calls that no site covers: kept, with a note saying why.
    func unmatchedCalls(of name: StaticString, covered: SortedRanges<CodePosition>) -> [(offset: ByteOffset, reason: String)] {
        let nameBytes = Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        guard source.mayContainName(nameBytes) else { return [] }
        var offsets: [(offset: ByteOffset, reason: String)] = []
        for p in view.positions.dropFirst() where source.codeToken(p, is: name) {
            guard source.codeToken(p - 1).kind == .period, p + 2 < view.endPosition else { continue }
            // Combine's shapes only: `.sink {`, `.sink(receive…:`, `.assign(to:`.
            let next = source.codeToken(p + 1).kind
            let label = source.text(ofCode: p + 2)
            var isCombineCall = next == .leftBrace && name.utf8CodeUnitCount == 4
                || next == .leftParen && label.hasPrefix("receive")
            if next == .leftParen, label == "to", let close = source.partner(ofCode: p + 1), close > p + 1 {
                // `assign(to: &$x)` or `assign(to: \.x, on: y)`, not `ticket.assign(to: "…")`.
                let argument = p + 4 < close ? source.codeToken(p + 4).kind : .unknown
                isCombineCall = argument == .backslash || argument == .prefixOperator
                    && source.codeToken(p + 4, is: "&")
            }
            guard isCombineCall else { continue }
            if covered.contains(p) { continue }
            offsets.append((view.offset(p), unmatchedReason(p)))
        }
        return offsets
    }

    static let notStoredReason = "not a subscription stored with `store(in:)` or in a property (`_ =`, a local, a `return`, an argument); left as it is"

    /// Why the `.sink`/`.assign` call at `p` is no site: another method than Combine's
    /// `assign(to:on:)` (`assign(to:onWeaklyHeld:)`, declared by the project); a
    /// subscription stored with a `store(in:)` of the project's (`store(in: bag)`, no `&`),
    /// where a Task has no such method; else not stored as a site is.
    private func unmatchedReason(_ p: CodePosition) -> String {
        let open = p + 1
        guard let close = view.partner(open) else { return Self.notStoredReason }
        if view.isWord(p, "assign"), view.kind(open) == .leftParen {
            let arguments = view.splitTopLevel(from: open + 1, to: close)
            if arguments.count == 2, view.kind(arguments[1].lowerBound) == .identifier, view.kind(arguments[1].lowerBound + 1) == .colon,
                !view.isWord(arguments[1].lowerBound, "on")
            {
                let label = view.text(arguments[1].lowerBound)
                return "`assign(to:\(label):)` is not Combine's `assign(to:on:)`: a method the project (or a library) declares, whose delivery and lifetime the rule does not know; left as it is"
            }
        }
        // Past the call's trailing closures, labeled ones too.
        var end = close + 1
        while let next = view.kind(end) {
            if next == .leftBrace, let closeBrace = view.partner(end) {
                end = closeBrace + 1
            } else if next == .identifier, view.kind(end + 1) == .colon, view.kind(end + 2) == .leftBrace, let closeBrace = view.partner(end + 2) {
                end = closeBrace + 1
            } else {
                break
            }
        }
        if view.kind(end) == .period, view.isWord(end + 1, "store"), view.kind(end + 2) == .leftParen, view.isWord(end + 3, "in"),
            view.kind(end + 4) == .colon, let storeClose = view.partner(end + 2), end + 5 < storeClose, !source.codeToken(end + 5, is: "&")
        {
            let bag = source.text(ofCode: (end + 5)..<storeClose)
            return "stored with `store(in: \(bag))`, a method the project declares (Combine's `store(in:)` takes `&set`), which a Task does not have; left as it is"
        }
        return Self.notStoredReason
    }
}
