import Tokenizer
import Core

/// The order between two `receive(on: DispatchQueue.main)` subscriptions of one type.
/// `receive(on:)` queued each value's handler on the main queue when the value was sent, so
/// two subscriptions' handlers ran in the order their values were sent. A loop is resumed
/// through the global executor before it reaches the main actor: one subscription's values
/// keep their order, but two loops do not keep the order between them, nor between them and a
/// subscription left in Combine. Where both handlers use the same member of the type (a web
/// view's `url` and `canGoBack` handlers updating one `state`), that order can decide what
/// the user sees: both are left, with a warning. So is a subscription whose handler uses a
/// member a Task of its type kept as a subscription uses (`Task { … }.store(in: &set)`: a
/// one-shot caller migrated to a Task, as a first run leaves it beside the subscription it
/// was paired with, so that a second run decides as the first did): the Task's code runs in
/// a main-actor turn of its own, between the subscription's handlers, and a loop that takes
/// several buffered values in one turn would not keep that order either.
extension Subscriptions {
    /// A warning for each site that would migrate on the main actor while another
    /// main-queue subscription of its type (migrated, or kept in Combine: `debounce(…)` then
    /// `receive(on: DispatchQueue.main)`) uses a member its handler uses.
    func orderConflicts(_ sites: [Site]) -> [Int: SkipReason] {
        let onMain = sites.indices.filter { index in
            if sites[index].beyondNestingLimit { return false }
            switch sites[index].kind {
            case .mainActor: return true
            case .kept: return SubscriptionSite(source: source, match: sites[index].match).deliversOnMain(sites[index].match.bindings["p"]!)
            case .plain, .firstValue: return false
            }
        }
        let tasks = onMain.isEmpty ? [] : taskClosures()
        guard onMain.count > 1 || !tasks.isEmpty else { return [:] }
        let bodies = view.typeBodies()
        var byType: [String: [(site: Int, members: Set<String>)]] = [:]
        var declared: [String: Set<String>] = [:]
        for index in onMain {
            let start = sites[index].match.code.lowerBound
            guard let type = view.enclosingType(of: start) else { continue }
            let members = declared[type.simpleName] ?? view.instanceMembers(ofType: type.name, in: bodies)
            declared[type.simpleName] = members
            byType[type.simpleName, default: []].append((index, membersUsed(by: sites[index], of: members)))
        }
        let lines = source.lineMap
        var conflicts: [Int: SkipReason] = [:]
        for task in tasks {
            guard let type = view.enclosingType(of: task.keyword), let group = byType[type.simpleName] else { continue }
            let members = declared[type.simpleName] ?? []
            // Read as a handler is (a first run's Task carries the subscription's handler as it
            // was, `guard let self` and names alone included). Around a site, the Task's code
            // but the site's own.
            func used(in ranges: [Range<CodePosition>]) -> Set<String> { membersUsed(in: ranges, of: members) }
            let whole = used(in: [task.body])
            for entry in group where conflicts[entry.site] == nil {
                let site = sites[entry.site].match.code
                guard case .success = sites[entry.site].outcome, case .mainActor = sites[entry.site].kind,
                    !site.contains(task.keyword)  // a Task inside the handlers is theirs
                else { continue }
                let taskUses = task.body.contains(site.lowerBound)
                    ? used(in: [task.body.lowerBound..<site.lowerBound, site.upperBound..<task.body.upperBound]) : whole
                guard let shared = taskUses.intersection(entry.members).sorted().first else { continue }
                let line = lines.location(of: view.offset(task.keyword)).line
                conflicts[entry.site] = SkipReason(
                    at: sites[entry.site].match.code.lowerBound,
                    "left alone: this handler and the Task at line \(line) both use `\(shared)`; `receive(on:)` ran the handler "
                        + "in a main-queue turn of its own, between the Task's, and a loop may handle several values in one turn, "
                        + "which does not keep that order; migrate them together by hand")
            }
        }
        for group in byType.values where group.count > 1 {
            for entry in group where conflicts[entry.site] == nil {
                guard case .success = sites[entry.site].outcome else { continue }
                for other in group where other.site != entry.site {
                    guard let shared = entry.members.intersection(other.members).sorted().first else { continue }
                    let line = lines.location(of: view.offset(sites[other.site].match.code.lowerBound)).line
                    conflicts[entry.site] = SkipReason(
                        at: sites[entry.site].match.code.lowerBound,
                        "left alone: this handler and the one of the main-queue subscription at line \(line) both use "
                            + "`\(shared)`; `receive(on:)` ran them in the order their values were sent, and two loops "
                            + "(or a loop and a subscription left in Combine) do not keep that order between them; "
                            + "migrate them together by hand, or merge them into one subscription")
                    break
                }
            }
        }
        return conflicts
    }

    /// The members of its type that a site's handlers use: `self.x`, `self?.x`, `x` on a name
    /// bound to `self` (`guard let strongSelf = self`), a member the type declares named
    /// alone, and an `assign(to: \.x, on: self)` target.
    private func membersUsed(by site: Site, of members: Set<String>) -> Set<String> {
        let match = site.match
        if site.shape == .assign {
            guard let keyPath = match.bindings["keyPath"], let object = match.bindings["object"],
                object.count == 1, view.isWord(object.lowerBound, "self")
            else { return [] }
            // `\.state.flag`, `\Screen.title`: the first member after the type.
            guard let period = keyPath.first(where: { view.kind($0) == .period }), view.isName(period + 1) else { return [] }
            return [view.text(period + 1)]
        }
        return membersUsed(in: ["body", "cbody"].compactMap { match.bindings[$0] }, of: members)
    }

    /// The members of its type that code in `handlers` uses (see `membersUsed(by:of:)`).
    private func membersUsed(in handlers: [Range<CodePosition>], of members: Set<String>) -> Set<String> {
        let selves = view.selfNames(in: handlers)
        var used: Set<String> = []
        for range in handlers {
            for p in range where view.kind(p) == .identifier {
                if p > range.lowerBound, view.kind(p - 1) == .period {
                    // `self.x`, `self?.x`, `strongSelf.x` — also a member inherited from a
                    // superclass the file does not declare (`self.view`) — not `other.x`.
                    var receiver = p - 2
                    if receiver >= range.lowerBound, view.isWord(receiver, "?") { receiver -= 1 }
                    if receiver >= range.lowerBound, selves.contains(view.text(receiver)) { used.insert(view.text(p)) }
                } else if !members.isEmpty, members.contains(view.text(p)), view.kind(p + 1) != .colon {
                    used.insert(view.text(p))
                }
            }
        }
        return used
    }

    /// Each Task of the file kept as a subscription — `Task { … }`, `Task<T, E> { … }`,
    /// `Task(priority: …) { … }` or `Task.detached { … }` followed by `.store(in:)` or
    /// `.cancellable`, as the migrations write them: where `Task` is, and the code inside
    /// the braces. A Task that is not kept so is no subscription's successor, and not
    /// compared. Not `Task` as a type (`-> Task {`, `var t: Task {`, `struct Task {`) or a
    /// member of something else (`Foo.Task`).
    private func taskClosures() -> [(keyword: CodePosition, body: Range<CodePosition>)] {
        let declaring: Set<String> = ["->", ":", "as", "is", "struct", "class", "enum", "actor", "extension", "protocol", "typealias", "func", "var", "let", "case", "."]
        var closures: [(keyword: CodePosition, body: Range<CodePosition>)] = []
        var p = CodePosition.start
        while p < view.endPosition {
            defer { p += 1 }
            guard view.isWord(p, "Task"), p == .start || !declaring.contains(view.text(p - 1)) else { continue }
            var open = p + 1
            if view.isWord(open, "<") {
                // `Task<Void, Never>`, `Task<Optional<Int>, Never>`: to the `>` that closes it
                // (`>>` closes two).
                var depth = 0
                while open < view.endPosition, open < p + 24 {
                    let text = view.text(open)
                    if text.allSatisfy({ $0 == "<" || $0 == ">" }) {
                        depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                    }
                    open += 1
                    if depth <= 0 { break }
                }
            }
            if view.kind(open) == .period, view.isWord(open + 1, "detached") { open += 2 }
            if view.kind(open) == .leftParen, let close = view.partner(open) { open = close + 1 }
            guard view.kind(open) == .leftBrace, let close = view.partner(open), view.kind(close + 1) == .period,
                view.isWord(close + 2, "store") || view.isWord(close + 2, "cancellable")
            else { continue }
            closures.append((p, (open + 1)..<close))
        }
        return closures
    }
}
