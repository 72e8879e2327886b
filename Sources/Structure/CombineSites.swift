import Core
import Tokenizer

/// A place in a file where the code uses Combine in a way the migration must account for: a
/// publisher made (`dataTaskPublisher(for:)`, `Future { … }`, `Just(v)`, `Fail(error:)`), a
/// subscription (`.sink { … }`, `.assign(to:on:)`), or a function or property whose declared
/// type is a publisher. Every one must end a run rewritten or with a diagnostic saying why
/// it stays; the census (`CodeView.combineSites()`) is the one list both the tool's last
/// pass and `Scripts/silent-sites.sh` count.
package struct CombineSite: Sendable, Equatable {
    package enum Kind: String, CaseIterable, Sendable {
        /// `session.dataTaskPublisher(for: request)`.
        case dataTaskPublisher
        /// `Future { promise in … }`, `Future<T, E>(…)`.
        case future
        /// `Just(v)`, `Just<T>(v)`.
        case just
        /// `Fail(error: e)`, `Fail(outputType:failure:)`.
        case fail
        /// `.sink { … }`, `.sink(receiveCompletion:receiveValue:)`.
        case sink
        /// `.assign(to: \.property, on: object)`.
        case assign
        /// A `func` or `subscript` whose declared result is a publisher.
        case publisherFunction
        /// A property (of a type, or global) whose declared type is a publisher, or a subject
        /// other files can reach.
        case publisherProperty

        /// Whether the site makes a publisher: such a site in a publisher function's (or
        /// computed property's) body is part of what the declaration returns.
        var makesPublisher: Bool { [.dataTaskPublisher, .future, .just, .fail].contains(self) }
    }

    package var kind: Kind
    /// The code position the site is reported at: the called name, or the declaration's
    /// `func`, `subscript`, `var` or `let`.
    package var position: CodePosition
    /// The declared name (`user(id:)`, `events`), or the called name.
    package var name: String
    /// For a declaration, its publisher type as the reasons name it: `AnyPublisher`,
    /// `Future`, `PassthroughSubject`, `Published.Publisher`, `some Publisher`, …
    package var declaredType: String?
    /// A declaration's body `{` (a function's, or a computed property's), if it has one.
    package var body: CodePosition?
    /// For a site making a publisher in a publisher declaration's body (through closures,
    /// not in a nested function): that declaration's code position.
    package var declaration: CodePosition?
    /// For a declaration, the enclosing type's keyword (`protocol`, `class`, …), if it is in
    /// a type's body.
    package var enclosingTypeKeyword: String?
    /// The code ranges where a diagnostic or an edit speaks for the site: the statement that
    /// holds it, without the closures in it that do not hold the site (each `{` and `}` kept,
    /// the lines between them left out); and for a publisher declaration and the sites
    /// making its publisher in its body, those of each other (a rule's word on a function is
    /// about the publisher its body makes, and the other way round).
    package var spans: [Range<CodePosition>]

    /// The lines of `spans`, 1-based, in order, adjacent ranges merged: where a diagnostic
    /// or a changed line counts for the site.
    package func lines(_ view: CodeView, _ lineMap: LineMap) -> [ClosedRange<Int>] {
        let ranges = spans.filter { !$0.isEmpty }.map { span -> ClosedRange<Int> in
            let first = lineMap.location(of: view.offset(span.lowerBound)).line
            let last = lineMap.location(of: view.offset(span.upperBound - 1)).line
            return first...max(first, last)
        }
        var merged: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}

extension CodeView {
    /// The file's Combine sites, in order of position. Code tokens only: a name in a comment
    /// or a string is no site, nor a type name in a signature (`-> Future<T, E>`) or a member
    /// of another type (`.just(…)`, `Publishers.Future`).
    /// Computed once per file version.
    package func combineSites() -> [CombineSite] {
        analyses.value(CombineSitesKey.self) {
            // Only a token whose hash is a site word's is looked at (no string is made).
            let words = Self.siteWordHashes
            // A hash's low six bits, tested first: most tokens end there.
            let mask = words.reduce(UInt64(0)) { $0 | 1 << UInt64($1 & 63) }
            var candidates: [CodePosition] = []
            for p in positions {
                let hash = source.codeHash(p)
                if mask & 1 << UInt64(hash & 63) != 0, words.contains(hash) { candidates.append(p) }
            }
            return grouped(withStatements(candidates.compactMap(combineSite(at:))))
        }
    }

    /// The words a site is found at: a call's name, or a declaration's keyword.
    private static let siteWordHashes: [UInt32] = [
        "dataTaskPublisher", "Future", "Just", "Fail", "sink", "assign", "func", "subscript", "var", "let",
    ].map { TokenizedSource.hash(Array($0.utf8)) }

    /// The words a file must contain to hold a site (see `Anchors`): each site's tokens
    /// spell one of these (`Just` with its `(` or `<`, `Empty<`, `Publisher` of `some
    /// Publisher`…). A common word with its next token (`some Publisher`) would not do: at
    /// the end of a comment's line, where a comment may follow, a phrase's word counts alone.
    package static let combineSiteAnchors = Anchors(phrases: [
        "dataTaskPublisher", "Future", "sink", "assign", "AnyPublisher", "Publisher", "PassthroughSubject",
        "CurrentValueSubject",
    ].map { [Anchors.Word($0)] } + [
        ("Just", "("), ("Just", "<"), ("Fail", "("), ("Fail", "<"), ("Deferred", "<"), ("Empty", "<"), ("Publishers", "."),
    ].map { [Anchors.Word($0.0, following: [$0.1])] })

    /// The site whose name or declaration keyword is at `p`, if there is one.
    private func combineSite(at p: CodePosition) -> CombineSite? {
        guard let kind = kind(p) else { return nil }
        if kind == .keyword {
            if isWord(p, "func") || isWord(p, "subscript") { return publisherFunction(at: p) }
            if isWord(p, "var") || isWord(p, "let") { return publisherProperty(at: p) }
            return nil
        }
        guard kind == .identifier else { return nil }
        let site: CombineSite.Kind
        if isWord(p, "dataTaskPublisher") {
            guard self.kind(p + 1) == .leftParen, !isWord(p - 1, "func") else { return nil }
            site = .dataTaskPublisher
        } else if isWord(p, "Future") {
            guard isConstruction(at: p) else { return nil }
            site = .future
        } else if isWord(p, "Just") || isWord(p, "Fail") {
            guard isConstruction(at: p), self.kind(genericArgumentsEnd(p + 1) ?? (p + 1)) == .leftParen else { return nil }
            site = isWord(p, "Just") ? .just : .fail
        } else if isWord(p, "sink") {
            guard isSinkCall(at: p) else { return nil }
            site = .sink
        } else if isWord(p, "assign") {
            guard isAssignOnCall(at: p) else { return nil }
            site = .assign
        } else {
            return nil
        }
        return CombineSite(kind: site, position: p, name: text(p), spans: [])
    }

    // MARK: Calls

    /// `Future {`, `Future(`, `Future<T, E>(`, `Combine.Future {`: a value made, not a type
    /// named (`-> Future<T, E> {`, `var f: Future<T, E> {`, `extension Future {`) or declared
    /// (`final class Future<Value, Failure> {`, an app's own).
    private func isConstruction(at p: CodePosition) -> Bool {
        if kind(p - 1) == .period, !isWord(p - 2, "Combine") { return false }
        let before = kind(p - 1) == .period ? p - 3 : p - 1
        if kind(before) == .arrow
            || isAny(before, of: ["extension", "as", "is", "some", "any", "typealias", "class", "struct", "enum", "actor", "protocol"])
            || kind(before) == .binaryOperator && text(before) == "=="
        {
            return false
        }
        // `var f: Future<T, E> { … }`: a computed property's type.
        if kind(before) == .colon, isName(before - 1), isAny(before - 2, of: ["var", "let"]) { return false }
        let after = genericArgumentsEnd(p + 1) ?? (p + 1)
        // `Deferred<Future<T, E>> {`: the `>>` closes an outer type's arguments too.
        let angles = (p + 1..<after).reduce(0) { count, q in
            kind(q) == .leftBrace || kind(q)?.closer != nil ? count : count + text(q).filter { $0 == "<" }.count - text(q).filter { $0 == ">" }.count
        }
        return angles == 0 && (kind(after) == .leftBrace || kind(after) == .leftParen)
    }

    /// `.sink {`, `.sink(receiveValue:`, `.sink(receiveCompletion:`: Combine's shapes.
    private func isSinkCall(at p: CodePosition) -> Bool {
        guard kind(p - 1) == .period else { return false }
        if kind(p + 1) == .leftBrace { return true }
        return kind(p + 1) == .leftParen && text(p + 2).hasPrefix("receive") && kind(p + 3) == .colon
    }

    /// `.assign(to: \.property, on: object)` (a key path: `assign(to: "queue", on: x)` is
    /// some other API's).
    private func isAssignOnCall(at p: CodePosition) -> Bool {
        guard kind(p - 1) == .period, kind(p + 1) == .leftParen, isWord(p + 2, "to"), kind(p + 3) == .colon,
            kind(p + 4) == .backslash, let close = partner(p + 1)
        else { return false }
        let arguments = splitTopLevel(from: p + 2, to: close)
        return arguments.count == 2 && isWord(arguments[1].lowerBound, "on") && kind(arguments[1].lowerBound + 1) == .colon
    }

    // MARK: Declarations

    /// `func name(…) async throws -> Publisher…` (or `subscript(…) -> …`), with or without a
    /// body.
    private func publisherFunction(at p: CodePosition) -> CombineSite? {
        var q = p + 1
        if isWord(p, "func") {
            guard kind(q) == .identifier else { return nil }
            q = genericArgumentsEnd(q + 1) ?? (q + 1)
        }
        guard kind(q) == .leftParen, let close = partner(q) else { return nil }
        let parameters = q
        q = close + 1
        while isWord(q, "async") || isWord(q, "throws") || isWord(q, "rethrows") {
            q += 1
            if kind(q) == .leftParen, !lineBreakBefore(q) { q = atomEnd(q) }  // `throws(E)`
        }
        guard kind(q) == .arrow, let type = publisherType(at: q + 1) else { return nil }
        let labels = splitTopLevel(from: parameters + 1, to: close).compactMap { isName($0.lowerBound) ? text($0.lowerBound) + ":" : nil }
        let name = isWord(p, "func") ? text(p + 1) : "subscript"
        return CombineSite(
            kind: .publisherFunction, position: p, name: "\(name)(\(labels.joined()))", declaredType: type,
            body: bodyOpen(ofDeclarationAt: p), enclosingTypeKeyword: enclosingTypeKeyword(of: p), spans: [])
    }

    /// `var name: Publisher…` or `let name: Publisher…` in a type's body or at file scope
    /// (not a local), and `let name = PassthroughSubject<…>()` that other files can reach.
    private func publisherProperty(at p: CodePosition) -> CombineSite? {
        guard kind(p + 1) == .identifier else { return nil }
        let type: String
        if kind(p + 2) == .colon, let declared = publisherType(at: p + 3) {
            type = declared
        } else if isWord(p + 2, "="), isWord(p + 3, "PassthroughSubject") || isWord(p + 3, "CurrentValueSubject"),
            kind(genericArgumentsEnd(p + 4) ?? (p + 4)) == .leftParen
        {
            type = text(p + 3)
        } else {
            return nil
        }
        // A type's member or a global, not a local.
        guard enclosingBrace(of: p).map({ braceKind($0) }).map(isTypeBody) ?? true else { return nil }
        let modifiers = attributesAndModifiers(from: statementStart(holding: p), before: p).modifiers
        if Self.subjects.contains(type), modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) { return nil }
        return CombineSite(
            kind: .publisherProperty, position: p, name: text(p + 1), declaredType: type,
            body: bodyOpen(ofDeclarationAt: p), enclosingTypeKeyword: enclosingTypeKeyword(of: p), spans: [])
    }

    private static let subjects: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]

    private func isTypeBody(_ kind: BraceKind) -> Bool {
        if case .type = kind { return true }
        return false
    }

    /// The publisher type written at `p`, as the reasons name it, if it is one.
    private func publisherType(at p: CodePosition) -> String? {
        var p = p
        if isWord(p, "Combine"), kind(p + 1) == .period { p += 2 }
        guard kind(p) == .identifier else { return nil }
        let generic = genericArgumentsEnd(p + 1) != nil
        if isWord(p, "AnyPublisher") || isWord(p, "Future") || isWord(p, "Deferred") || isWord(p, "Empty")
            || isWord(p, "PassthroughSubject") || isWord(p, "CurrentValueSubject")
        {
            return generic ? text(p) : nil
        }
        if isWord(p, "Published") {
            guard let end = genericArgumentsEnd(p + 1), kind(end) == .period, isWord(end + 1, "Publisher") else { return nil }
            return "Published.Publisher"
        }
        if isWord(p, "Publishers") {
            guard kind(p + 1) == .period, kind(p + 2) == .identifier else { return nil }
            return "Publishers." + text(p + 2)
        }
        if isWord(p, "some") || isWord(p, "any") {
            return isWord(p + 1, "Publisher") ? text(p) + " Publisher" : nil
        }
        return nil
    }

    // MARK: Spans

    /// The `class`, `protocol`… of the type whose body holds `p` (through functions and
    /// closures), if any.
    private func enclosingTypeKeyword(of p: CodePosition) -> String? {
        guard let open = enclosingBrace(of: p).flatMap(typeBrace(atOrAbove:)), case .type(let keyword, _) = braceKind(open) else {
            return nil
        }
        return keyword
    }

    /// The sites with their spans: the statement holding each, split around the closures in
    /// it (a site is never inside one of its own statement's closures: a statement starts
    /// after a `{`). Sites of one statement share its spans, found once; each walk back to a
    /// statement's start stops at an earlier site's, so a statement of many sites (a long
    /// array of `Just(…)`) is walked once.
    private func withStatements(_ sites: [CombineSite]) -> [CombineSite] {
        var sites = sites
        var starts: [CodePosition: CodePosition] = [:]  // a site's position → its statement's start
        var spans: [CodePosition: [Range<CodePosition>]] = [:]  // a statement's start → its spans
        for index in sites.indices {
            let p = sites[index].position
            let start = statementStart(holding: p, known: starts)
            starts[p] = start
            let statement = spans[start] ?? statementSpans(from: start)
            spans[start] = statement
            sites[index].spans = statement.contains { $0.lowerBound <= p && p < $0.upperBound } ? statement : statement + [p..<(p + 1)]
        }
        return sites
    }

    /// The statement starting at `start`, split around its closures: each `{` and `}` kept.
    private func statementSpans(from start: CodePosition) -> [Range<CodePosition>] {
        let blockEnd = enclosingBrace(of: start).flatMap { partner($0) } ?? endPosition
        let end = statementEnd(from: start, before: blockEnd)
        var spans: [Range<CodePosition>] = []
        var from = start
        var q = start
        while q < end {
            if kind(q) == .leftBrace, let close = partner(q), close > q {
                spans.append(from..<(q + 1))
                from = close
                q = close + 1
                continue
            }
            q += 1
        }
        spans.append(from..<min(max(q, from + 1), endPosition))
        return spans.filter { !$0.isEmpty }
    }

    /// The sites with their groups' spans: a publisher declaration's spans joined to those of
    /// the publisher-making sites of its body, and theirs to its.
    private func grouped(_ sites: [CombineSite]) -> [CombineSite] {
        var sites = sites
        var declarationAt: [CodePosition: Int] = [:]  // body `{` → index of its declaration site
        for (index, site) in sites.enumerated() {
            if let open = site.body { declarationAt[open] = index }
        }
        guard !declarationAt.isEmpty else { return sites }
        var members: [Int: [Int]] = [:]
        for (index, site) in sites.enumerated() where site.kind.makesPublisher {
            guard let open = declarationBody(holding: site.position), let declaration = declarationAt[open] else { continue }
            members[declaration, default: []].append(index)
        }
        for (declaration, indices) in members {
            let own = sites[declaration].spans
            for index in indices {
                sites[index].declaration = sites[declaration].position
                let memberSpans = sites[index].spans
                sites[index].spans += own
                sites[declaration].spans += memberSpans
            }
        }
        return sites
    }

    /// The body `{` of the declaration whose keyword is at `p`.
    private func bodyOpen(ofDeclarationAt p: CodePosition) -> CodePosition? {
        var q = p + 1
        while q < endPosition, kind(q) != .leftBrace {
            if endsStatement(before: q), q > p + 1 { return nil }
            q = atomEnd(q)
        }
        return q < endPosition && braceKind(q) == .function ? q : nil
    }

    /// The body `{` of the function, or computed property, whose code holds `p` (an
    /// accessor's is its property's).
    private func declarationBody(holding p: CodePosition) -> CodePosition? {
        guard let function = enclosingFunction(of: p) else { return nil }
        if Self.accessors.contains(function.keyword), let property = enclosingFunction(of: function.open) {
            return property.open
        }
        return function.open
    }
}

/// The Combine sites of a file version, found once for the census and the rules that ask.
private enum CombineSitesKey: FileAnalysisKey { typealias Value = [CombineSite] }
