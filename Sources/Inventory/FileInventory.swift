import Core
import Rewriting
import Rules
import Structure
import Tokenizer

/// The inventory of one file: what Combine it has, and how each site will be migrated.
package struct FileInventory: Sendable {
    /// How a site will be migrated.
    package enum Classification: String, Sendable, CaseIterable {
        /// A rule migrates it (counted from the rewriter's applied edits).
        case auto
        /// One-shot work no rule reaches.
        case manual
        /// Combine is the right tool here.
        case keep
    }

    /// A manual or keep site (auto sites are counted per rule; the dry run shows them).
    package struct Site: Sendable, Equatable {
        package var classification: Classification
        package var line: Int
        package var column: Int
        /// What is there: `sink`, `Future`, `dataTaskPublisher`, `debounce`, `assign(to: &$…)`…
        package var what: String
        package var reason: String
        /// The rule whose diagnostic this is, if any.
        package var rule: String?
    }

    /// An audit finding, placed.
    package struct AuditFinding: Sendable, Equatable {
        package var line: Int
        package var column: Int
        package var message: String
        package var audit: String
    }

    package var path: String
    package var counts = CombineCounts()
    /// Sites the rules migrate, per rule id.
    package var autoByRule: [String: Int] = [:]
    package var sites: [Site] = []
    package var findings: [AuditFinding] = []
    /// Whether the code names `URLSession` or `dataTaskPublisher` (a network layer).
    package var network = false
    /// Modules the file imports.
    package var imports: [String] = []
    /// The support file's helpers the dry run's rewrites call, and those the file declares.
    package var supportCalls: SupportHelpers = []
    package var supportDeclares: SupportHelpers = []

    package var auto: Int { autoByRule.values.reduce(0, +) }
    package var manual: Int { sites.filter { $0.classification == .manual }.count }
    package var keep: Int { sites.filter { $0.classification == .keep }.count }

    package init(path: String) { self.path = path }
}

/// Builds a file's inventory: counts its Combine names, runs the rules as a dry run and the
/// audits, and classifies every site.
package struct InventoryAnalyzer: Sendable {
    package let rewriter: Rewriter
    package let auditor: Auditor

    package init(rewriter: Rewriter, auditor: Auditor = Auditor()) {
        self.rewriter = rewriter
        self.auditor = auditor
    }

    static let keptPrefix = SkipReason.keptPrefix
    static let unreachedPrefix = "not a subscription"

    package func inventory(of bytes: [UInt8], path: String) -> FileInventory {
        let source = TokenizedSource(bytes: bytes)
        let code = CodeView(source)
        let lines = LineMap(bytes)
        var inventory = FileInventory(path: path)
        inventory.counts = CombineCounts(source: source)

        let outcome = rewriter.rewrite(bytes, path: path)
        inventory.autoByRule = outcome.appliedEdits.filter { $0.value > 0 }
        inventory.supportCalls = outcome.changed ? outcome.helpers : []
        inventory.supportDeclares = SupportHelpers.declared(in: code)

        // Sites the rules reported: kept on purpose, skipped for safety, or not reached (a
        // `.sink(` call in a file that does not use Combine is some other API's: not a site).
        let combineFile = isCombineFile(code)
        var keptStatements: [Range<CodePosition>] = []
        for diagnostic in outcome.diagnostics where diagnostic.ruleID != Suppressions.ruleID {
            let location = lines.location(of: diagnostic.offset)
            let position = code.source.codePosition(startingAtOrAfter: diagnostic.offset)
            let what = position.map { siteName(at: $0, code) } ?? "subscription"
            if diagnostic.severity == .note, diagnostic.message.hasPrefix(Self.keptPrefix) {
                let reason = String(diagnostic.message.dropFirst(Self.keptPrefix.count))
                inventory.sites.append(FileInventory.Site(
                    classification: .keep, line: location.line, column: location.column,
                    what: keptName(reason) ?? what, reason: reason, rule: diagnostic.ruleID))
                if let position { keptStatements.append(position..<subscriptionCall(after: position, code)) }
            } else if diagnostic.severity == .warning
                || combineFile && (diagnostic.message.hasPrefix(Self.unreachedPrefix) || diagnostic.message.hasPrefix(Subscriptions.optInPrefix))
            {
                inventory.sites.append(FileInventory.Site(
                    classification: .manual, line: location.line, column: location.column,
                    what: what, reason: diagnostic.message, rule: diagnostic.ruleID))
            }
        }

        // Publisher APIs of code whose subject is Combine, which the run left as they are:
        // keep sites, and the `Future`s in them are no one's work.
        var left: [String: Int] = [:]
        if outcome.changed {
            for function in PublisherFunction.all(in: TokenizedSource(bytes: outcome.output)) { left[function.name, default: 0] += 1 }
        }
        var keptFunctions: [ClosedRange<CodePosition>] = []
        for function in PublisherFunction.all(in: source) {
            guard let reason = combineAPIReason(path: path, function: function, code) else { continue }
            if outcome.changed {
                guard let count = left[function.name], count > 0 else { continue }
                left[function.name] = count - 1
            }
            keptFunctions.append(function.funcKeyword...function.bodyClose)
            let location = lines.location(of: code.offset(function.funcKeyword))
            inventory.sites.removeAll { $0.line == location.line && $0.column == location.column }
            inventory.sites.append(FileInventory.Site(
                classification: .keep, line: location.line, column: location.column, what: function.name,
                reason: reason, rule: nil))
        }

        // `Future` and `dataTaskPublisher` sites the dry run left in place.
        let chains = chainSites(code)
        // The Future of a bridge to an async function (a `public` function's, which a rule
        // wrote or an earlier run did) is that function's publisher API, not work left.
        var remaining: [String: Int] = [:]
        if outcome.changed {
            let output = CodeView(TokenizedSource(bytes: outcome.output))
            let bridges = Self.bridges(output)
            for site in chainSites(output) where !bridges.contains(where: { $0.contains(site.position) }) {
                remaining[site.signature, default: 0] += 1
            }
        }
        let bridges = Self.bridges(code)
        for site in chains where !keptFunctions.contains(where: { $0.contains(site.position) }) {
            if bridges.contains(where: { $0.contains(site.position) }) { continue }
            if outcome.changed {
                guard let left = remaining[site.signature], left > 0 else { continue }
                remaining[site.signature] = left - 1
            }
            let location = lines.location(of: code.offset(site.position))
            let reason = site.name == "Future"
                ? "a `Future` no rule of this build migrates (future-task, future-continuation); migrate it by hand"
                : "a `dataTaskPublisher` chain no rule of this build migrates (datatask-async); migrate it by hand"
            inventory.sites.append(FileInventory.Site(
                classification: .manual, line: location.line, column: location.column, what: site.name, reason: reason,
                rule: nil))
        }

        // Operators Combine is kept for, in files that use Combine, outside the kept sites.
        if combineFile {
            for p in code.positions {
                guard let (name, reason) = keptOperator(at: p, code),
                    !keptStatements.contains(where: { $0.contains(p) })
                else { continue }
                let location = lines.location(of: code.offset(p))
                inventory.sites.append(FileInventory.Site(
                    classification: .keep, line: location.line, column: location.column, what: name,
                    reason: "`\(name)` — \(reason)", rule: nil))
            }
        }
        inventory.sites.sort { ($0.line, $0.column) < ($1.line, $1.column) }

        for p in code.positions where code.kind(p) == .identifier {
            if code.isWord(p, "URLSession") || code.isWord(p, "dataTaskPublisher") { inventory.network = true }
        }
        inventory.imports = imports(code)
        inventory.findings = auditor.findings(in: source).map {
            let location = lines.location(of: $0.offset)
            return FileInventory.AuditFinding(line: location.line, column: location.column, message: $0.message, audit: $0.ruleID)
        }
        return inventory
    }

    /// `sink` or `assign` for a diagnostic at a call name, else what the subscription calls.
    private func siteName(at p: CodePosition, _ code: CodeView) -> String {
        if code.isWord(p, "sink") || code.isWord(p, "assign") { return code.text(p) }
        let call = subscriptionCall(after: p, code)
        if call < code.endPosition, code.isWord(call, "sink") || code.isWord(call, "assign") { return code.text(call) }
        return "subscription"
    }

    /// The `sink`/`assign` call of the subscription statement starting at `p` (or the end of
    /// the line's statement when there is none).
    private func subscriptionCall(after p: CodePosition, _ code: CodeView) -> CodePosition {
        var q = p
        while q < code.endPosition, q - p < 4096 {
            if code.kind(q - 1) == .period, code.isWord(q, "sink") || code.isWord(q, "assign") { return q }
            if q > p, code.startsStatement(q), code.kind(q) != .period { return q }
            q = code.kind(q) == .leftBrace || code.kind(q) == .leftParen || code.kind(q) == .leftBracket ? code.atomEnd(q) : q + 1
        }
        return q
    }

    /// `debounce` in "`debounce` — time-based operators…".
    private func keptName(_ reason: String) -> String? {
        guard reason.hasPrefix("`"), let end = reason.dropFirst().firstIndex(of: "`") else { return nil }
        return String(reason[reason.index(after: reason.startIndex)..<end])
    }

    /// `Future` creations (`Future {`, `Future(`, `Future<T, E> {`) and `.dataTaskPublisher(`
    /// calls, each with a signature to find it again in the rewritten file: its own tokens —
    /// the name, generic arguments, and the start of its first bracket group (16 tokens at
    /// most), so that a rewrite of the chain around it does not hide it.
    private func chainSites(_ code: CodeView) -> [(position: CodePosition, name: String, signature: String)] {
        var sites: [(position: CodePosition, name: String, signature: String)] = []
        for p in code.positions where code.kind(p) == .identifier {
            if code.isWord(p, "Future") {
                if code.kind(p - 1) == .period, !code.isAny(p - 2, of: ["Combine", "OpenCombine"]) { continue }
                if Self.isDeclarationName(p, code) { continue }
                var next = p + 1
                if let end = code.genericArgumentsEnd(next) { next = end }
                guard code.kind(next) == .leftBrace || code.kind(next) == .leftParen, !code.lineBreakBefore(next) else { continue }
                sites.append((p, "Future", signature(p, through: next, code)))
            } else if code.isWord(p, "dataTaskPublisher"), code.kind(p - 1) == .period, code.kind(p + 1) == .leftParen {
                sites.append((p, "dataTaskPublisher", signature(p, through: p + 1, code)))
            }
        }
        return sites
    }

    /// The bodies of the functions that bridge a publisher to their async twin
    /// (`FutureTask.isBridgeToTwin`).
    private static func bridges(_ code: CodeView) -> [ClosedRange<CodePosition>] {
        PublisherFunction.all(in: code.source).filter { FutureTask.isBridgeToTwin($0, code) }.map { $0.bodyOpen...$0.bodyClose }
    }

    /// The texts of the tokens from `p` to the end of the bracket group opening at `open`,
    /// 16 at most.
    private func signature(_ p: CodePosition, through open: CodePosition, _ code: CodeView) -> String {
        let end = min(code.atomEnd(open), p + 16)
        return (p..<end).map { code.text($0) }.joined(separator: " ")
    }

    /// Whether the name at `p` is declared or extended there (`extension Future {`), or
    /// stands in a type position (`: Future`, `-> Future`), rather than being created.
    static func isDeclarationName(_ p: CodePosition, _ code: CodeView) -> Bool {
        var q = p - 1
        if code.kind(q) == .period, code.isAny(q - 1, of: ["Combine", "OpenCombine"]) { q -= 2 }
        if code.kind(q) == .colon || code.kind(q) == .arrow { return true }
        return code.kind(q) == .keyword
            && code.isAny(q, of: ["extension", "class", "struct", "enum", "protocol", "typealias", "actor", "is", "as"])
    }

    /// Whether the file uses Combine: imports it (or OpenCombine), or names one of the
    /// types only Combine has (`AnyPublisher`, `Publisher`, `Publishers`, `AnyCancellable`,
    /// the subjects, `@Published`) — not words other APIs share (`sink`, `flatMap`, `Future`).
    /// Why a function returning a publisher is a Combine API to keep, if it is: it is
    /// declared in a file that exists to offer one, or in an extension of `Publisher` or a
    /// custom publisher (`CombineImplementation`).
    private func combineAPIReason(path: String, function: PublisherFunction, _ code: CodeView) -> String? {
        if let file = CombineImplementation.fileReason(path: path) { return "`\(function.name)` — \(file); left as it is" }
        return CombineImplementation.reason(at: function.funcKeyword, in: code).map { String($0.dropFirst(Self.keptPrefix.count)) }
    }

    private func isCombineFile(_ code: CodeView) -> Bool {
        let types: Set<String> = [
            "AnyPublisher", "Publisher", "Publishers", "AnyCancellable", "PassthroughSubject", "CurrentValueSubject",
        ]
        for p in code.positions where code.kind(p) == .identifier || code.kind(p) == .keyword {
            if code.isWord(p, "import"), code.isAny(p + 1, of: ["Combine", "OpenCombine", "OpenCombineShim"]) { return true }
            if code.kind(p) == .identifier, types.contains(code.text(p)) { return true }
            if code.isWord(p, "Published"), code.kind(p - 1) == .atSign { return true }
        }
        return false
    }

    /// The argument label (or `)` / `{`) Combine's kept operators take first, to tell them
    /// from other APIs' methods of the same name (`allocator.buffer(capacity:)`,
    /// `dictionary.merge(_:uniquingKeysWith:)`).
    static let operatorArguments: [String: Set<String>] = [
        "debounce": ["for"], "throttle": ["for"], "delay": ["for"], "buffer": ["size"], "merge": ["with"],
        "share": [")"], "makeConnectable": [")"], "autoconnect": [")"], "multicast": ["subject", "{", "*"],
        "combineLatest": ["*"], "zip": ["*"],
    ]

    /// An operator call Combine is kept for (`SubscriptionSite.keptOperators`, and
    /// `collect(.byTime…)`), at code position `p`, with the reason.
    private func keptOperator(at p: CodePosition, _ code: CodeView) -> (String, String)? {
        guard code.kind(p) == .identifier, code.kind(p - 1) == .period else { return nil }
        let name = code.text(p)
        if name == "collect" {
            // `collect(.byTime(…))`, `collect(.byTimeOrCount(…))`.
            guard code.kind(p + 1) == .leftParen, code.kind(p + 2) == .period, code.text(p + 3).hasPrefix("byTime") else {
                return nil
            }
            return (name, "time-based operators are what Combine is for")
        }
        guard let reason = SubscriptionSite.keptOperators[name] else { return nil }
        if name.first?.isUppercase == true {
            // `Publishers.Merge(…)`, `Publishers.CombineLatest<A, B>(…)`: a construction.
            guard code.isWord(p - 2, "Publishers") else { return nil }
            var next = p + 1
            if let end = code.genericArgumentsEnd(next) { next = end }
            guard code.kind(next) == .leftParen || (code.kind(next) == .period && code.isWord(next + 1, "init")) else {
                return nil
            }
            return (name, reason)
        }
        guard code.kind(p + 1) == .leftParen || code.kind(p + 1) == .leftBrace, !code.lineBreakBefore(p + 1) else { return nil }
        if let allowed = Self.operatorArguments[name] {
            let first = code.kind(p + 1) == .leftBrace ? "{" : code.text(p + 2)
            let labelled = code.kind(p + 3) == .colon
            let matches = allowed.contains(first) && (first == ")" || first == "{" || labelled)
            // `*`: any first argument that is not a label of another API (`zip(a)`, `combineLatest(b) { }`).
            let any = allowed.contains("*") && !labelled
            guard matches || any else { return nil }
        }
        return (name, reason)
    }

    private func imports(_ code: CodeView) -> [String] {
        var modules: [String] = []
        for p in code.positions where code.isWord(p, "import") && code.kind(p) == .keyword {
            var q = p + 1
            // `import struct Foo.Bar`, `@testable import X`.
            if code.isAny(q, of: ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor"]) { q += 1 }
            if code.kind(q) == .identifier { modules.append(code.text(q)) }
        }
        return modules
    }
}
