import Core
import Structure
import Tokenizer

/// The async test a plan becomes: `@MainActor` (unless its class is) and `async throws`;
/// the expectation gone; the `sink` now `let values = <publisher>.testValues()`, where it
/// subscribed; the `wait` now awaiting the value (or the failure) with the same timeout,
/// followed by the closure's statements, in the order they ran.
extension ExpectationTest {
    /// The edit replacing the whole method, from its attributes to its `}`: each step's
    /// expectation gone, its `sink` subscribing and its `wait` awaiting, under names of its own;
    /// the expectations other code fulfils (`otherWaits`) awaited with `fulfillment(of:timeout:)`
    /// where they were waited for; after the last wait, a check that no step's publisher sent
    /// more than was taken.
    func rewrite(_ plans: [Plan], otherWaits: [OtherWait] = [], available: String? = nil) -> Edit? {
        guard let head = view.statementHead(ofBrace: function.open), let parameters = function.parameters, let first = plans.first else {
            return nil
        }
        let bytes = source.bytes
        let whole = view.offset(head)..<view.end(close)
        var edits = asyncHead(head, parameters, addsMainActor: first.addsMainActor, available: available)
        // Fulfilments after an `XCTFail` go: those in the `sink` with the code it moves.
        let dropped = plans.flatMap { plan in plan.dropped.filter { !plan.subscription.contains($0.lowerBound) } }
        // A statement several steps remove (`withExtendedLifetime((c1, c2)) {}`) goes once.
        var seen = Set<CodePosition>()
        let statements = (plans.flatMap { [$0.expectation] + $0.removed } + dropped).filter { seen.insert($0.lowerBound).inserted }
        for range in RemovedLines(statements, in: view).ranges {
            edits.append(Edit(range: range, replacement: "", rule: ExpectationAsync.id))
        }
        var names = FreshNames(view)
        // The checks of the steps whose `sink`s stayed subscribed: nothing more may come, as
        // a second fulfilment of an `expectation(description:)` failed the test (`check(of:)`).
        var checked: [String] = []
        // Each wait's awaits: one for a step, one for each step of a wait for them all.
        var awaits: [(wait: Range<CodePosition>, text: String)] = []
        var deadline = "deadline"
        // The steps ended between steps (`cancellables.removeAll()`), by the statement that ended them.
        var ended: [(statement: Range<CodePosition>, lines: [String])] = []
        for plan in plans {
            let values = names.name("values", inBlock: function.open)
            // `TestValues<T, _>`: the closure's type, the failure's inferred.
            let declared = plan.valueType.map { "let \(values): TestValues<\($0), _> = " } ?? "let \(values) = "
            // What came before the chain on its line (`let publisher = `) is `declared` now: the
            // chain's lines aligned past where it began move with it.
            let before = String(decoding: source.bytes[view.offset(plan.subscription.lowerBound)..<view.offset(plan.publisher.lowerBound)], as: UTF8.self)
            let shift = before.contains(where: \.isNewline) ? 0 : declared.utf8.count - before.utf8.count
            edits.append(Edit(
                range: range(of: plan.subscription), replacement: declared + subscribed(plan.publisher, unwrapping: plan.unwrap, shiftingAligned: shift),
                rule: ExpectationAsync.id))
            if let cancellation = plan.cancellation {
                edits.append(Edit(range: range(of: cancellation), replacement: "\(values).cancel()", rule: ExpectationAsync.id))
            }
            let indent = Indentation.ofLine(containing: view.offset(plan.wait.lowerBound), in: bytes)
            var text = ""
            var timeout = source.text(ofCode: plan.timeout)
            // One timeout for every expectation of the wait: a deadline the awaits share.
            if plans.filter({ $0.wait == plan.wait }).count + otherWaits.filter({ $0.wait == plan.wait }).count > 1 {
                if awaits.last?.wait != plan.wait {
                    let name = names.name("deadline", inBlock: function.open)
                    text = "let \(name) = Date().addingTimeInterval(\(timeout))" + view.style.lineEnding + indent
                    deadline = name
                    // The expectations other code fulfils first, in one await as the wait listed
                    // them: the values taken after them are all those that came by the time the
                    // wait for them all returned.
                    if let others = othersAwait(at: plan.wait, otherWaits, timeout: "max(\(name).timeIntervalSinceNow, 0)") {
                        text += others + view.style.lineEnding + indent
                    }
                }
                timeout = "\(deadline).timeIntervalSinceNow"
            }
            text += awaited(plan, values: values, timeout: timeout, indent: indent, names: &names)
            let check = check(of: plan, values: values)
            if let ending = plan.ending {
                let lines = ["\(values).cancel()"] + (check.map { [$0] } ?? [])
                if let index = ended.firstIndex(where: { $0.statement == ending }) {
                    ended[index].lines += lines
                } else {
                    ended.append((ending, lines))
                }
            } else if let check {
                checked.append(check)
            }
            if let last = awaits.last, last.wait == plan.wait {
                awaits[awaits.count - 1].text += view.style.lineEnding + indent + text
            } else {
                awaits.append((plan.wait, text))
            }
        }
        // The expectations other code fulfils and the test waited for without steps, awaited
        // there: alone, or together as the wait listed them (`wait(for: [a, b], …)`).
        for other in otherWaits where !other.isJoint && !awaits.contains(where: { $0.wait == other.wait }) {
            if let text = othersAwait(at: other.wait, otherWaits, timeout: source.text(ofCode: other.timeout)) {
                awaits.append((other.wait, text))
            }
        }
        // What a wait's handler ran besides asserting there was no error, once the wait returned;
        // then what a `withExtendedLifetime(c)` block around it ran after it.
        for index in awaits.indices {
            let indent = Indentation.ofLine(containing: view.offset(awaits[index].wait.lowerBound), in: bytes)
            if let handler = handlerText(ofWait: awaits[index].wait, indent: indent) {
                awaits[index].text = withHandlerText(handler, after: awaits[index].text, indent: indent)
            }
            if let then = unwrappedWait(awaits[index].wait).then {
                let code = ClosureBody(source: source, after: then.lowerBound - 1, close: then.upperBound)
                awaits[index].text += view.style.lineEnding + indent + code.loopText(parameter: nil, indent: indent, returnsBecomeContinue: false)
            }
        }
        // After the last wait, as the steps' `sink`s stayed subscribed until then.
        if let last = awaits.indices.max(by: { awaits[$0].wait.lowerBound < awaits[$1].wait.lowerBound }) {
            let indent = Indentation.ofLine(containing: view.offset(awaits[last].wait.lowerBound), in: bytes)
            awaits[last].text += checked.map { view.style.lineEnding + indent + $0 }.joined()
        }
        for (wait, text) in awaits {
            edits.append(Edit(range: range(of: wait), replacement: text, rule: ExpectationAsync.id))
        }
        for (statement, lines) in ended {
            let indent = Indentation.ofLine(containing: view.offset(statement.lowerBound), in: bytes)
            let text = lines.joined(separator: view.style.lineEnding + indent)
            // A later step's `sink` that assigned the property again: its values subscribe
            // first, as the assignment's right side ran before it released the old subscription.
            if let index = edits.firstIndex(where: { $0.range == range(of: statement) }) {
                edits[index].replacement += Array((view.style.lineEnding + indent + text).utf8)
            } else {
                edits.append(Edit(range: range(of: statement), replacement: text, rule: ExpectationAsync.id))
            }
        }
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        // Statements on one line, say: never two edits of one byte.
        guard zip(sorted, sorted.dropFirst()).allSatisfy({ $0.range.upperBound <= $1.range.lowerBound }) else { return nil }
        let shifted = sorted.map { $0.relative(to: whole.lowerBound) }
        let text = String(decoding: Edit.apply(shifted, to: Array(bytes[whole])), as: UTF8.self)
        // On OpenCombine's publishers, the support file must be the one that extends them.
        var helpers: SupportHelpers = view.importsOpenCombineAlone ? [.testValues, .openCombine]
            : view.importsCombineOrOpenCombine ? [.testValues, .orOpenCombine] : .testValues
        for plan in plans { helpers.formUnion(plan.helpers) }
        return Edit(range: whole, replacement: text, rule: ExpectationAsync.id, helpers: helpers)
    }

    /// The check that nothing more came than a value step took, where a second fulfilment of
    /// its `expectation(description:)` failed the test: `try values.checkNothingMore()`, or, for
    /// values that had to meet the closure's condition to count, `try
    /// values.checkNothingMore(where: { v in <condition> })`. None for other steps, nor for an
    /// expectation made by `XCTestExpectation`'s initializers (a second fulfilment was no failure).
    private func check(of plan: Plan, values: String) -> String? {
        guard case .value(_, let parameter, let filter, _) = plan.expected, !plan.fulfilsQuietly else { return nil }
        guard let filter else { return "try \(values).checkNothingMore()" }
        return "try \(values).checkNothingMore(where: \(predicate(parameter, filter)))"
    }

    /// The edits that make the method's head an async test's: `available` (`@available(iOS
    /// 13.0, *)`) on a line of its own and `@MainActor` before its attributes and modifiers,
    /// `async throws` (or what it lacks of them) after its parameters.
    func asyncHead(_ head: CodePosition, _ parameters: Range<CodePosition>, addsMainActor: Bool, available: String?) -> [Edit] {
        let attributes = (available.map { $0 + view.style.lineEnding + Indentation.ofLine(containing: view.offset(head), in: source.bytes) } ?? "")
            + (addsMainActor ? "@MainActor " : "")
        return (attributes.isEmpty ? [] : [insertion(attributes, at: view.offset(head))]) + [effectsInsertion(after: parameters)].compactMap { $0 }
    }

    /// The await of the expectations other code fulfils that the wait `wait` waited for, in
    /// one `fulfillment(of:timeout:)` as the wait listed them; nil when there are none.
    private func othersAwait(at wait: Range<CodePosition>, _ otherWaits: [OtherWait], timeout: String) -> String? {
        let names = otherWaits.filter { $0.wait == wait }.map(\.name)
        guard !names.isEmpty else { return nil }
        let listed = jointWait(wait)?.names.filter(names.contains) ?? names
        return "await fulfillment(of: [\(listed.joined(separator: ", "))], timeout: \(timeout))"
    }

    /// ` async throws` after the parameters; ` throws` after an `async` test's `async`; nothing
    /// for an `async throws` test.
    private func effectsInsertion(after parameters: Range<CodePosition>) -> Edit? {
        guard function.isAsync else {
            return insertion(function.isThrowing ? " async" : " async throws", at: view.end(parameters.upperBound - 1))
        }
        guard !function.isThrowing, let async = (parameters.upperBound..<function.open).first(where: { view.isWord($0, "async") }) else {
            return nil
        }
        return insertion(" throws", at: view.end(async))
    }

    /// The publisher's chain as written, comments up to `.sink` included, then `.testValues()`
    /// on a line of its own when the chain spans lines or ends with a comment (indented as
    /// the chain's last line of code). An unwrapping `guard let` of the value closure becomes
    /// `.compactMap { … }` before it, on the same terms.
    private func subscribed(_ publisher: Range<CodePosition>, unwrapping unwrap: Unwrap?, shiftingAligned shift: Int = 0) -> String {
        let bytes = source.bytes
        var end = view.offset(publisher.upperBound)
        while end > view.end(publisher.upperBound - 1), bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t")
            || LineBreak.isBreak(bytes[end - 1])
        {
            end -= 1
        }
        let chain = realigned(view.offset(publisher.lowerBound)..<end, publisher, by: shift)
        let lastLine = view.offset(publisher.upperBound - 1)
        let endsWithComment = end > view.end(publisher.upperBound - 1)
        // After a chain of one line, right after it; after a longer one, where the `.sink` was:
        // on its line, with its indentation, when it began one; else right after the chain —
        // or, after a comment ending the chain's last line, on a line of its own, as that line.
        guard endsWithComment || Lines.start(ofLineContaining: lastLine, in: bytes) > view.offset(publisher.lowerBound) else {
            return chain + (unwrap.map(compactMapCall) ?? "") + ".testValues()"
        }
        let indent: String
        if view.kind(publisher.upperBound) == .period && view.lineBreakBefore(publisher.upperBound) {
            indent = Indentation.ofLine(containing: view.offset(publisher.upperBound), in: bytes)
        } else if endsWithComment {
            indent = Indentation.ofLine(containing: lastLine, in: bytes)
        } else {
            return chain + (unwrap.map(compactMapCall) ?? "") + ".testValues()"
        }
        let lineEnding = view.style.lineEnding
        return chain + (unwrap.map { lineEnding + indent + compactMapCall($0) } ?? "") + lineEnding + indent + ".testValues()"
    }

    /// The awaits' text `text` followed by what the wait's handler ran after it (`handler`): on
    /// lines of their own — or, where all the handler said beside `XCTAssertNil(error)` is a
    /// comment of one line (`{ error in // wait for the balance`), which said what the wait
    /// waited for, at the end of the first await's line.
    private func withHandlerText(_ handler: String, after text: String, indent: String) -> String {
        let lineEnding = view.style.lineEnding
        guard handler.hasPrefix("//"), !handler.contains(where: \.isNewline) else { return text + lineEnding + indent + handler }
        var lines = text.components(separatedBy: lineEnding)
        guard let first = lines.firstIndex(where: { $0.contains("try await ") }) else { return text + lineEnding + indent + handler }
        lines[first] += " " + handler
        return lines.joined(separator: lineEnding)
    }

    /// The text of the chain's bytes `range`, its lines aligned under the arguments of a call
    /// its first line opens (`accessToken: "this")` one column past `linkPublisher(`) moved by
    /// `shift` columns, as the first line's start moved; as written where it holds a multi-line
    /// string (whose lines' indentation is its content) or an indentation of tabs.
    private func realigned(_ range: Range<ByteOffset>, _ publisher: Range<CodePosition>, by shift: Int) -> String {
        let bytes = source.bytes
        let text = { (range: Range<ByteOffset>) in String(decoding: bytes[range], as: UTF8.self) }
        let space = UInt8(ascii: " ")
        let start = Lines.start(ofLineContaining: range.lowerBound, in: bytes)
        guard shift != 0, !publisher.contains(where: { view.kind($0) == .stringStart && view.text($0).hasSuffix("\"\"\"") }) else {
            return text(range)
        }
        // The columns just past the brackets the first line opens and leaves open.
        let firstLine = publisher.prefix { $0 == publisher.lowerBound || !view.lineBreakBefore($0) }
        let aligned = Set(firstLine.compactMap { p -> Int? in
            guard [.leftParen, .leftBracket].contains(view.kind(p)), let close = view.partner(p), !firstLine.contains(close) else { return nil }
            return view.offset(p) + 1 - start
        })
        var lines: [Range<ByteOffset>] = []
        for p in publisher where p > publisher.lowerBound && view.lineBreakBefore(p) {
            let line = Lines.start(ofLineContaining: view.offset(p), in: bytes)
            guard bytes[line..<view.offset(p)].allSatisfy({ $0 == space }) else { return text(range) }
            if aligned.contains(view.offset(p) - line) { lines.append(line..<view.offset(p)) }
        }
        var result = ""
        var from = range.lowerBound
        for indentation in lines {
            result += text(from..<indentation.lowerBound) + String(repeating: " ", count: max(0, indentation.count + shift))
            from = indentation.upperBound
        }
        return result + text(from..<range.upperBound)
    }

    /// The variable a closure only assigns its value to (`{ status in result = status }`, as
    /// woocommerce's connectivity tests keep what came): the await assigns it, as the closure
    /// did (`result = try await values.next(timeout: 1)`), the same conversions applying.
    private func assignedVariable(_ closure: ClosureBody, _ parameter: String, dropping: [Range<CodePosition>]) -> String? {
        let statements = view.statements(in: closure.code).filter { !dropping.contains($0) }
        guard statements.count == 1, let statement = statements.first, statement.count == 3 else { return nil }
        let p = statement.lowerBound
        guard view.kind(p) == .identifier, view.text(p + 1) == "=", view.text(p + 2) == parameter, view.text(p) != parameter
        else { return nil }
        return view.text(p)
    }

    /// `.compactMap { query in query.first }` for `guard let first = query.first else { return }`;
    /// `.compactMap { $0 }` for the value itself (`guard let query else`, `guard let query =
    /// query else`).
    private func compactMapCall(_ unwrap: Unwrap) -> String {
        guard let expression = unwrap.expression, source.text(ofCode: expression) != unwrap.value else { return ".compactMap { $0 }" }
        return ".compactMap { \(closureHead(unwrap.value, expression))\(source.text(ofCode: expression)) }"
    }

    /// `let value = try await values.next(timeout: t)` (or `failure(timeout:)`), then the
    /// statements of the closure that fulfilled the expectation, without the fulfilment.
    /// `timeout`: the timeout's code, as written or what is left of a shared deadline.
    /// `names` gives the value a name (for a `$0` closure) no other code or step uses.
    private func awaited(_ plan: Plan, values: String, timeout: String, indent: String, names: inout FreshNames) -> String {
        let (call, name, kept): (String, String?, String)
        // What the moved code declares under a name of the test's other code, renamed.
        var renaming: [String: String] = [:]
        for declared in plan.renamedDeclarations.sorted() { renaming[declared] = names.name(declared, inBlock: function.open) }
        switch plan.expected {
        case .value(let closure, let parameter, let filter, _):
            let named = valueName(plan, parameter, names: &names)
            if renames(plan) { renaming[parameter] = named }
            name = named != "_" && CodeView.names(inPattern: parameter).contains(where: closure.uses) ? named : nil
            if let count = plan.count {
                // Each value in turn, as the closure saw them.
                let unit = view.style.indentUnit
                let loop = closure.loopText(
                    parameter: named, indent: indent + unit, returnsBecomeContinue: false, renaming: renaming, dropping: plan.dropped, breaking: plan.breaks)
                // Only the values that meet the closure's condition counted.
                let condition = filter.map { ", where: \(predicate(parameter, $0))" } ?? ""
                let values = "try await \(values).next(\(count), timeout: \(timeout)\(condition))"
                guard !loop.isEmpty else { return "_ = " + values }
                let lineEnding = view.style.lineEnding
                return "for \(name ?? "_") in \(values) {" + lineEnding + indent + unit + loop + lineEnding + indent + "}"
            }
            call = filter.map { "next(timeout: \(timeout), where: \(predicate(parameter, $0)))" }
                ?? "next(timeout: \(timeout))"
            // `{ status in result = status; … }`: the value awaited is what the test keeps.
            if let variable = assignedVariable(closure, parameter, dropping: plan.dropped) {
                return "\(variable) = try await \(values).\(call)"
            }
            kept = closure.loopText(parameter: named, indent: indent, returnsBecomeContinue: false, renaming: renaming, dropping: plan.dropped, breaking: plan.breaks)
        case .failure(let branch, let failureName, let ignoresValues):
            call = "failure(timeout: \(timeout)\(ignoresValues ? ", ignoringValues: true" : ""))"
            name = failureName.flatMap { branch.uses($0) ? $0 : nil }
            kept = branch.loopText(parameter: nil, indent: indent, returnsBecomeContinue: false, renaming: renaming, dropping: plan.dropped, breaking: plan.breaks)
        case .everyValue(let closure, let parameter, _, _), .arrivedValues(let closure, let parameter):
            // Each value in turn, as the closure saw them before the wait ended: every one until
            // the publisher finished, or the first (the first n, counted) and those that came with it.
            let named = valueName(plan, parameter, names: &names)
            let unit = view.style.indentUnit
            let loop = closure.loopText(parameter: named, indent: indent + unit, renaming: renaming, dropping: plan.dropped, breaking: plan.breaks)
            var ended: EndCode?
            let taken: String
            switch plan.expected {
            case .everyValue(_, _, let orFailure, let end):
                ended = end
                taken = orFailure ? "untilCompletion(" : "untilFinished("
            default:
                taken = "nextAndArrived(" + (plan.count.map { $0 + ", " } ?? "")
            }
            let awaitedValues = "try await \(values).\(taken)timeout: \(timeout))"
            let lineEnding = view.style.lineEnding
            let bound = named != "_" && CodeView.names(inPattern: parameter).contains(where: closure.uses) ? named : "_"
            let taking = loop.isEmpty ? "_ = " + awaitedValues
                : "for \(bound) in \(awaitedValues) {" + lineEnding + indent + unit + loop + lineEnding + indent + "}"
            // Then the completion handler's code, the completion named as it named it.
            guard let ended else { return taking }
            var endRenaming = renaming
            if plan.renamesCompletion, let name = ended.name { endRenaming[name] = names.name(name, inBlock: function.open) }
            let code = ended.code.loopText(parameter: nil, indent: indent, returnsBecomeContinue: false, renaming: endRenaming, dropping: plan.dropped, breaking: plan.breaks)
            let completion = ended.name.map { "let \(endRenaming[$0] ?? $0) = \(values).receivedCompletion()" + lineEnding + indent } ?? ""
            return taking + lineEnding + indent + completion + code
        }
        let binding = name.map { "let \($0) = " } ?? "_ = "
        let awaiting = binding + "try await \(values).\(call)"
        return kept.isEmpty ? awaiting : awaiting + view.style.lineEnding + indent + kept
    }

    /// The name the awaited value is bound to: the closure's parameter, or a fresh one for `$0`
    /// and where the parameter's name is one of the test's other code (`checkins2`) — not for
    /// a loop's, whose scope keeps it apart as the closure's did.
    private func valueName(_ plan: Plan, _ parameter: String, names: inout FreshNames) -> String {
        if parameter == "$0" { return names.name("value", inBlock: function.open) }
        return renames(plan) ? names.name(parameter, inBlock: function.open) : parameter
    }

    private func renames(_ plan: Plan) -> Bool {
        plan.renamesValue && !plan.expected.loopsOverValues && plan.count == nil
    }

    /// The predicate written from the closure's condition: `{ name in <condition> }` (nothing
    /// before a condition that reads `$0`, `_ in ` before one that does not), or for a pattern,
    /// `{ name in if case <pattern> = name { return true }; return false }`.
    private func predicate(_ parameter: String, _ condition: Range<CodePosition>) -> String {
        let head = closureHead(parameter, condition)
        let text = source.text(ofCode: condition)
        guard view.isWord(condition.lowerBound, "case") else { return "{ \(head)\(text) }" }
        return "{ \(head)if \(text) { return true }; return false }"
    }

    /// What a closure written from the value closure's `code` starts with: `name in `, nothing
    /// for code that reads `$0`, `_ in ` for code that does not.
    private func closureHead(_ parameter: String, _ code: Range<CodePosition>) -> String {
        guard parameter == "$0" else { return parameter + " in " }
        return code.contains { view.text($0) == "$0" && view.isOwn($0, in: code) } ? "" : "_ in "
    }

    /// A statement's bytes, first token to last.
    private func range(of statement: Range<CodePosition>) -> Range<ByteOffset> {
        view.offset(statement.lowerBound)..<view.end(statement.upperBound - 1)
    }

    private func insertion(_ text: String, at offset: ByteOffset) -> Edit {
        Edit(range: offset..<offset, replacement: text, rule: ExpectationAsync.id)
    }
}
