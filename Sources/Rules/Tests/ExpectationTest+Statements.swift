import Core
import Structure
import Tokenizer

/// The statements of a test one at a time, as `ExpectationTest.read` asks about them: the
/// `sink` subscription, the expectation's other uses (its fulfilments, what it is set to,
/// its fulfilment count), a comment a rewrite would lose. Its waits are read in
/// `ExpectationTest+Waits.swift`, what holds the subscription in
/// `ExpectationTest+Cancellables.swift`.
extension ExpectationTest {
    /// The statement as a `sink` subscription stored with `store(in:)`, in a local (`let c =
    /// p.sink …`) or in a property (`cancellable = p.sink …`, `self.cancellable = …`), read
    /// with the subscription rules' patterns.
    func subscription(_ statement: Range<CodePosition>) -> Match? {
        let matcher = Matcher(source)
        for pattern in Subscriptions.patterns.filter({ $0.shape != .assign }) + Self.completionWithoutParameters {
            let local = view.isWord(statement.lowerBound, "let")
            let start = pattern.assigned && local ? statement.lowerBound + 1 : statement.lowerBound
            guard let match = matcher.match(pattern.template, at: start, end: statement.upperBound),
                match.code.upperBound == statement.upperBound
            else { continue }
            if pattern.assigned, let target = match.bindings["target"] {
                let isName = target.count == 1 && view.kind(target.lowerBound) == .identifier
                let isMember = target.count == 3 && view.isWord(target.lowerBound, "self") && view.kind(target.lowerBound + 1) == .period
                guard local ? isName : isName || isMember else { continue }
            }
            guard hasItsParameters(match) else { continue }
            return match
        }
        for template in Self.storedInBag {
            guard let match = matcher.match(template, at: statement.lowerBound, end: statement.upperBound),
                match.code.upperBound == statement.upperBound, let bag = match.bindings["set"],
                bag.count == 1 && view.kind(bag.lowerBound) == .identifier
                    || bag.count == 3 && view.isWord(bag.lowerBound, "self") && view.kind(bag.lowerBound + 1) == .period,
                hasItsParameters(match)
            else { continue }
            return match
        }
        return nil
    }

    /// What the statement sets, when it assigns to state that outlives the test
    /// (`spotifyDecodeLogger.logLevel`): a global, a type's (`Self.count = 0`, `Logger.level =
    /// …`) or a member of one (`spotifyDecodeLogger.logLevel = saved`) — not a local, nor the
    /// test object's own (`self.x`, an instance member of its type), which XCTest makes anew
    /// for each test.
    func stateOutsideTheTest(setBy statement: Range<CodePosition>) -> String? {
        let root = statement.lowerBound
        guard view.kind(root) == .identifier || view.isWord(root, "Self"), !view.isWord(root, "self") else { return nil }
        var p = root + 1
        while p < statement.upperBound {
            if view.kind(p) == .period, view.kind(p + 1) == .identifier {
                p += 2
            } else if view.kind(p) == .leftBracket || view.text(p) == "?" || view.text(p) == "!" {
                p = view.kind(p) == .leftBracket ? (view.partner(p) ?? statement.upperBound) + 1 : p + 1
            } else {
                break
            }
        }
        guard p < statement.upperBound, view.kind(p) == .binaryOperator, ["=", "+=", "-=", "*=", "/=", "&&=", "||="].contains(view.text(p)) else {
            return nil
        }
        let name = view.text(root)
        if view.localNames(visibleAt: root)[name] != nil { return nil }
        let target = String(decoding: source.bytes[view.offset(root)..<view.end(p - 1)], as: UTF8.self)
        guard let type = view.enclosingType(of: function.open), name.first?.isUppercase != true else { return target }
        let bodies = view.typeBodies()[type.simpleName] ?? [type.open]
        return bodies.contains { view.instanceMembers(ofTypeBody: $0).contains(name) } ? nil : target
    }

    /// The completion forms whose value closure has no parameter list, which the subscription
    /// rules do not read: it names its value `$0` (`receiveValue: { XCTAssertEqual($0, 1) }`)
    /// or ignores it (a `Void` publisher's `receiveValue: { }`).
    static let completionCallsWithoutParameters = [
        ".sink(receiveCompletion: { :[cparams] in :[cbody?] }, receiveValue: { :[body?] })",
        ".sink { :[cparams] in :[cbody?] } receiveValue: { :[body?] }",
    ]
    static let completionWithoutParameters = (completionCallsWithoutParameters + [
        // A function passed by name as the value handler (`receiveValue: check(_:)`, SpotifyAPI's tests).
        ".sink(receiveCompletion: { :[cparams] in :[cbody?] }, receiveValue: :[ref])"
    ]).flatMap { Subscriptions.subscriptions(.sinkCompletion, $0) }

    /// Whether a value closure matched without a parameter list has none: a hole that takes
    /// any body would also take `v in …`.
    private func hasItsParameters(_ match: Match) -> Bool {
        if let reference = match.bindings["ref"] { return ClosureBody(source: source, reference: reference) != nil }
        guard match.bindings["params"] == nil, let body = match.bindings["body"] else { return true }
        let open = body.lowerBound - 1
        return view.kind(open) == .leftBrace && view.closureSignature(open: open).bodyStart == open + 1
    }

    /// Why the expectation is used in a way the rewrite cannot keep: inverted (absence over
    /// time is the point), counted, fulfilled by another callback than the `sink`'s, or used
    /// beyond its declaration, one `fulfill()` and its wait. Else the fulfilments that follow
    /// an `XCTFail` (`XCTFail("…"); exp.fulfill(); return`), which go with the expectation:
    /// the test has failed already, and they only ended the wait sooner.
    func unsupportedUse(of name: String, by declared: Match, sink: Range<CodePosition>) -> Result<[Range<CodePosition>], SkipReason> {
        // Uses of the name itself: not a member of that name (`counter.saved`).
        let uses = ((function.open + 1)..<close).filter { view.isUse($0) && view.text($0) == name && !declared.code.contains($0) }
        for p in uses where view.kind(p + 1) == .period {
            switch view.text(p + 2) {
            case "isInverted":
                return .failure(SkipReason(
                    "the expectation is inverted: the test checks that nothing arrives within the timeout, which awaiting a value cannot say", .note))
            case "assertForOverFulfill":
                // `exp.assertForOverFulfill = false`, a statement of the test: fulfilled again
                // quietly, as an `XCTestExpectation(description:)` is (`allowsOverFulfilment`).
                guard allowsOverFulfilment(at: p, of: name) else {
                    return .failure(SkipReason("the expectation's `assertForOverFulfill` is set: not migrated yet", .note))
                }
                continue
            case "fulfill", "expectedFulfillmentCount": continue
            default: return .failure(SkipReason("the expectation's `\(view.text(p + 2))` is used", .note))
            }
        }
        let fulfilments = uses.filter { view.kind($0 + 1) == .period && view.isWord($0 + 2, "fulfill") }
        let afterFailure = fulfilments.compactMap { failedBefore($0, fulfilling: name) }
        let counted = fulfilments.filter { p in !afterFailure.contains { $0.lowerBound == p } }
        guard counted.count == 1, let fulfilment = counted.first else {
            return .failure(SkipReason(counted.isEmpty ? "the expectation is never fulfilled" : "the expectation is fulfilled in several places", .note))
        }
        guard sink.contains(fulfilment) else {
            return .failure(SkipReason(
                "the expectation is fulfilled by another callback than the `sink`'s, whose timing awaiting the publisher would not keep", .note))
        }
        return .success(afterFailure)
    }

    /// Whether `name` at `p` starts the statement `name.assertForOverFulfill = false`, one of
    /// the test's own (not in a closure or a block).
    func allowsOverFulfilment(at p: CodePosition, of name: String) -> Bool {
        view.text(p) == name && view.kind(p + 1) == .period && view.isWord(p + 2, "assertForOverFulfill") && view.text(p + 3) == "="
            && view.isWord(p + 4, "false") && view.startsStatement(p) && view.enclosingBrace(of: p) == function.open
            && [p + 5, view.kind(p + 5) == .semicolon ? p + 6 : p + 5].contains(view.statementEnd(from: p, before: close))
    }

    /// The statement `name.fulfill()` starting at `p` (with the `;` after it, which goes with
    /// it), when the statement before it in its block is an `XCTFail(…)` call.
    private func failedBefore(_ p: CodePosition, fulfilling name: String) -> Range<CodePosition>? {
        let statement = p..<(p + 5)
        guard isFulfilment(statement, of: name), view.endsStatement(before: statement.upperBound), followsFailure(p) else { return nil }
        return view.kind(statement.upperBound) == .semicolon ? p..<(p + 6) : statement
    }

    /// Whether the statement starting at `p` follows an `XCTFail(…)` call in its block, the
    /// statements of `skipping` between them aside (fulfilments that go): the test has failed
    /// by the time it runs.
    func followsFailure(_ p: CodePosition, skipping: [Range<CodePosition>] = []) -> Bool {
        guard view.startsStatement(p) else { return false }
        var end = p
        while let skipped = skipping.first(where: { $0.upperBound == end || $0.upperBound == end - 1 && view.kind(end - 1) == .semicolon }) {
            end = skipped.lowerBound
        }
        if view.kind(end - 1) == .semicolon { end -= 1 }
        guard view.kind(end - 1) == .rightParen, let open = view.partner(end - 1), open < end - 1 else { return false }
        return view.isWord(open - 1, "XCTFail") && view.startsStatement(open - 1)
    }

    static let countAssignment = try! Template(":[[e]].expectedFulfillmentCount = :[n]")

    /// The statement `name.expectedFulfillmentCount = n` before the `sink`, and `n`: an integer
    /// literal, or `expected.count` of a local `let expected = [a, b]` before it (an array
    /// literal's count, which nothing can change: corona-warn-app's tests count the values
    /// they expect so), with its value and its code as written; nil when there is none; why
    /// not when the count is set otherwise.
    func fulfilmentCount(
        of name: String, _ statements: ArraySlice<Range<CodePosition>>
    ) -> Result<(statement: Range<CodePosition>, count: Int, text: String)?, SkipReason> {
        let uses = ((function.open + 1)..<close).filter {
            view.text($0) == name && view.kind($0 + 1) == .period && view.isWord($0 + 2, "expectedFulfillmentCount")
        }
        guard let use = uses.first else { return .success(nil) }
        let matcher = Matcher(source)
        guard uses.count == 1, let statement = statements.first(where: { $0.lowerBound == use }),
            let match = matcher.match(Self.countAssignment, at: statement.lowerBound, end: statement.upperBound),
            match.code.upperBound == statement.upperBound, let n = match.bindings["n"],
            let count = integerValue(n, before: statement, in: statements) ?? arrayLiteralCount(n, before: statement, in: statements),
            count >= 1
        else {
            return .failure(SkipReason(
                "the expectation's `expectedFulfillmentCount` is not set once before the `sink` to a number "
                    + "(a literal, local constants holding one, their sum or difference, or the `count` of a local array literal)", .note))
        }
        return .success((statement, count, source.text(ofCode: n)))
    }

    /// The value of `n` when nothing can change it: integer literals and local constants
    /// declared once before `statement` as one (`let callbackCount = 10`), added or subtracted
    /// (`callbackCount + 1`).
    private func integerValue(
        _ n: Range<CodePosition>, before statement: Range<CodePosition>, in statements: ArraySlice<Range<CodePosition>>
    ) -> Int? {
        var total = 0
        var sign = 1
        var expectsTerm = true
        for p in n {
            if expectsTerm {
                let term: Int?
                if view.kind(p) == .integerLiteral {
                    term = Int(view.text(p))
                } else if view.kind(p) == .identifier {
                    guard let declaration = constantDeclaration(view.text(p), before: statement, in: statements), declaration.count == 4,
                        view.text(declaration.lowerBound + 2) == "=", view.kind(declaration.lowerBound + 3) == .integerLiteral
                    else { return nil }
                    term = Int(view.text(declaration.lowerBound + 3))
                } else {
                    return nil
                }
                guard let term else { return nil }
                total += sign * term
            } else {
                guard view.kind(p) == .binaryOperator, ["+", "-"].contains(view.text(p)) else { return nil }
                sign = view.text(p) == "+" ? 1 : -1
            }
            expectsTerm.toggle()
        }
        return expectsTerm ? nil : total
    }

    /// The one statement before `statement` that declares the local constant `name` (`let name …`).
    private func constantDeclaration(
        _ name: String, before statement: Range<CodePosition>, in statements: ArraySlice<Range<CodePosition>>
    ) -> Range<CodePosition>? {
        let declarations = statements.filter {
            $0.upperBound <= statement.lowerBound && view.isWord($0.lowerBound, "let") && view.text($0.lowerBound + 1) == name
        }
        return declarations.count == 1 ? declarations.first : nil
    }

    /// The number of elements of the array literal a local constant holds, for `n`, the code
    /// `expected.count`, where an earlier statement than `statement` is `let expected = [a, b]`
    /// (or `let expected: [T] = [a, b]`).
    private func arrayLiteralCount(
        _ n: Range<CodePosition>, before statement: Range<CodePosition>, in statements: ArraySlice<Range<CodePosition>>
    ) -> Int? {
        guard n.count == 3, view.kind(n.lowerBound) == .identifier, view.kind(n.lowerBound + 1) == .period,
            view.isWord(n.lowerBound + 2, "count")
        else { return nil }
        let constant = view.text(n.lowerBound)
        guard let declaration = constantDeclaration(constant, before: statement, in: statements) else { return nil }
        // `let expected = [` or `let expected: [T] = [`, the literal ending the statement.
        var open = declaration.lowerBound + 2
        if view.kind(open) == .colon {
            guard view.kind(open + 1) == .leftBracket, let close = view.partner(open + 1) else { return nil }
            open = close + 1
        }
        guard view.kind(open) == .binaryOperator, view.text(open) == "=", view.kind(open + 1) == .leftBracket,
            view.partner(open + 1) == declaration.upperBound - 1
        else { return nil }
        // Its elements, split at its top-level commas; not told apart where a `<` or `>` may be
        // a generic argument list's (`Pair<Int, String>(…)`) or a comparison.
        let literal = (open + 2)..<(declaration.upperBound - 1)
        guard !literal.contains(where: { view.text($0).contains("<") || view.text($0).contains(">") }) else { return nil }
        return view.splitTopLevel(from: literal.lowerBound, to: literal.upperBound).filter { !$0.isEmpty }.count
    }

    /// Why the rewrite of the `sink` statement would lose a comment, if it would: one that is
    /// neither in the publisher's chain (up to `.sink`, which the rewrite keeps) nor in the
    /// closure code it moves after the await.
    func commentLost(in statement: Range<CodePosition>, publisher: Range<CodePosition>, kept expected: Expected) -> String? {
        commentLost(in: statement, keeping: [view.offset(publisher.lowerBound)..<view.offset(publisher.upperBound), expected.kept.bytes])
    }

    /// Why a rewrite of `statement` that keeps only the bytes of `kept` would lose a comment:
    /// the first comment of the statement outside them.
    func commentLost(in statement: Range<CodePosition>, keeping kept: [Range<ByteOffset>]) -> String? {
        let first = source.tokenIndex(of: statement.lowerBound)
        let last = source.tokenIndex(of: statement.upperBound - 1)
        for index in first...last where source.tokens[index].kind.isComment {
            let offset = source.tokens[index].start
            if kept.contains(where: { $0.contains(offset) }) { continue }
            let line = LineMap(source.bytes).location(of: offset).line
            return "the comment on line \(line) would be lost: it is in code the rewrite drops"
        }
        return nil
    }

    /// Whether `range` holds a `,` outside the brackets in it (more than one argument).
    func hasTopLevelComma(_ range: Range<CodePosition>) -> Bool {
        view.firstAtTopLevel(of: range) { view.kind($0) == .comma } != nil
    }

    /// Whether code of `statement` refers to `name` inside a closure or a function's body,
    /// code that may run later than the statement.
    func mentionsInClosure(_ name: String, in statement: Range<CodePosition>) -> Bool {
        statement.contains { p in
            view.isUse(p) && view.text(p) == name
                && view.enclosingBraces(of: p, inside: function.open).contains { statement.contains($0) && view.opensOwnCode($0) }
        }
    }

    /// Whether code of `range` refers to `name` (not a member or an argument label of that name).
    func mentions(_ name: String, in range: Range<CodePosition>) -> Bool {
        range.contains { view.isUse($0) && view.text($0) == name }
    }
}
