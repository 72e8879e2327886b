import Core
import Structure
import Tokenizer

/// A function a one-shot rule migrates keeps its publisher, as a bridge to the async
/// function, for the callers that stay in Combine: a `public` or `open` function's callers
/// outside the run, or the calls in the run that cannot follow (`OneShotPreparation`). The
/// async function is declared right after it — `userPublisher(id:)` → `user(id:)`, or, for
/// a function of the run without the suffix, an overload of the same name and labels — and
/// the publisher's body becomes a bridge to it that delivers where the original did. For a
/// `dataTaskPublisher` chain, a `TaskPublisher` (lazy, once per subscription, cancelling the
/// request with the subscription, failing with the original failure type):
///
///     func user(id: String) -> AnyPublisher<User, APIError> {
///         TaskPublisher { () throws(APIError) in try await self.user(id: id) }
///             .receive(on: DispatchQueue.main)
///             .eraseToAnyPublisher()
///     }
///
/// For a `Future`, a `Future` running a `Task` (`Deferred { }` where the original was lazy),
/// which a `public` function only keeps:
///
///     public func userPublisher(id: String) -> AnyPublisher<User, Error> {
///         Future { promise in
///             Task {
///                 do {
///                     promise(.success(try await self.user(id: id)))
///                 } catch {
///                     promise(.failure(error))
///                 }
///             }
///         }
///         .eraseToAnyPublisher()
///     }
///
/// `.receive(on: s)` where it delivered on a scheduler (`BridgeDelivery`). A `Future` that
/// completed at once (`future-continuation`) keeps its own body instead: its subscribers got
/// the value during the call, which no bridge to an async function does; the async function,
/// declared after it, holds the same code migrated. A later run sees the bridge
/// (`FutureTaskBody.isBridge`, `BridgeRemoval.taskPublisherBridge`, `declaredTwin`) and
/// leaves it alone, or removes it once nothing calls it (not a `public` one).
struct AsyncSibling {
    let function: PublisherFunction
    let source: TokenizedSource
    let delivery: BridgeDelivery
    /// Whether the sibling throws.
    let throwing: Bool

    private var view: CodeView { CodeView(source) }

    /// Why `function` (its body migrated by its rule) cannot keep its publisher as a bridge
    /// delivering as `delivery` says to an async sibling, if it cannot. `why`: what makes it
    /// keep one (`is `public``, `would keep its publisher as a bridge for …`).
    /// A `public` function's sibling needs another name (the `Publisher` suffix dropped):
    /// calls of the publisher in async code outside the run would pick an overload of the same
    /// name and stop compiling; the run checks its own calls for a function of the run.
    /// `overloadsPublic` (`public-async-overload` on): the run's owner accepts that for the
    /// callers outside it, and a `public` function gains the overload all the same.
    static func obstacle(
        _ function: PublisherFunction, _ view: CodeView, returnsJustOrFail: Bool, delivery: BridgeDelivery, why: String,
        overloadsPublic: Bool
    ) -> String? {
        let key = function.key
        let isOpen = function.modifiers.contains("open")
        guard let name = PublisherFunction.asyncName(of: function.name), name != function.name || !function.isPublic || overloadsPublic && !isOpen
        else {
            if isOpen {
                return "`\(key)` is `open`: a subclass outside this run may override its publisher, which the callers migrated to an async overload would no longer reach; left as it is (a `…Publisher` function gets a sibling without the suffix)"
            }
            return "`\(key)` is `public`: an async sibling would share its name and labels, so calls of the publisher in async code outside this run would pick the sibling and stop compiling; left as it is (a `…Publisher` function gets a sibling without the suffix; `--enable \(PublicAsyncOverload.id)` gives this one an overload of its name)"
        }
        if delivery.keepsOriginalBody {
            // Nothing calls the sibling: only what its name says, and the original's own
            // `Just`/`Fail`, which `just-fail` would turn in place, matter.
            return returnsJustOrFail
                ? "`\(key)` \(why) and also returns `Just`/`Fail`, which its kept body needs as they are; left as it is" : nil
        }
        if function.modifiers.contains("mutating") {
            return "`\(key)` \(why); it is `mutating`, so the bridge to its async sibling could not capture `self`; left as it is"
        }
        if !delivery.taskPublisher, !FailureType.isUntyped(function.failure), !FailureType.isNever(function.failure) {
            return "`\(key)` \(why) and fails with `\(function.failure)`: the bridge to its async sibling would receive its errors as `any Error`; left as it is"
        }
        if let unnamed = function.parameters.first(where: { $0.name == "_" }) {
            return "`\(key)` \(why) and its parameter `\(unnamed.label) _` has no name to pass on to its async sibling; left as it is"
        }
        if returnsJustOrFail {
            return "`\(key)` \(why) and also returns `Just`/`Fail`, which deliver at once when subscribed to; a bridge to its async sibling would deliver them later, from a Task; left as it is"
        }
        // Code before the publisher ran when the function was called; in the sibling it runs
        // when the bridge's Task does. Constants are the same either way.
        let statements = view.statements(in: (function.bodyOpen + 1)..<function.bodyClose)
        if let other = statements.dropLast().first(where: { !view.isWord($0.lowerBound, "let") }) {
            let location = view.source.lineMap.location(of: view.offset(other.lowerBound))
            return "`\(key)` \(why) and runs code before making its publisher (at \(location.line):\(location.column)), which a bridge to its async sibling would run later, from a Task; left as it is"
        }
        return nil
    }

    /// The edit: the publisher's body replaced by the bridge, and the sibling inserted after
    /// it — its declaration with `sibling` (the rule's edits of the signature, the name and
    /// the body, byte ranges in the source) applied.
    func edits(sibling: [Edit], rule: String) -> [Edit] {
        let bytes = source.bytes
        let style = view.style
        let start = view.offset(function.start)
        let end = view.end(function.bodyClose)
        let indent = Indentation.ofLine(containing: start, in: bytes)
        var declaration = sibling
        // `open` is for overriding the publisher; the sibling is `public`.
        for p in function.start..<function.funcKeyword where view.isWord(p, "open") {
            declaration.append(Edit(range: source.byteRange(ofCode: p), replacement: "public", rule: rule))
        }
        let text = Edit.apply(Edit.nonOverlapping(declaration).map { $0.relative(to: start) }, to: Array(bytes[start..<end]))
        let inserted = style.lineEnding + style.lineEnding + docComment() + indent + String(decoding: text, as: UTF8.self)
        let helpers = sibling.reduce(delivery.taskPublisher ? SupportHelpers.taskPublisher : []) { $0.union($1.helpers) }
        if delivery.keepsOriginalBody {
            return [Edit(range: end..<end, replacement: inserted, rule: rule, helpers: helpers)]
        }
        // One edit, one site: from the publisher's `{` to the sibling's `}`.
        let body = view.end(function.bodyOpen)..<end
        return [Edit(range: body, replacement: bridge(indent: indent, style: style) + "}" + inserted, rule: rule, helpers: helpers)]
    }

    /// The name of the async function declared right after `function` with its name or its
    /// async name and its labels — the sibling an earlier run wrote after a bridge that kept
    /// its body — if there is one.
    static func declaredTwin(of function: PublisherFunction, _ view: CodeView) -> String? {
        var p = function.bodyClose + 1
        // Its attributes and modifiers (`public`, `@MainActor`).
        while p < view.endPosition, !view.isWord(p, "func"), p < function.bodyClose + 8,
            view.kind(p) == .atSign || view.kind(p) == .identifier || CodeView.modifiers.contains(view.text(p))
        {
            p += 1
        }
        let names = Set([function.name, PublisherFunction.asyncName(of: function.name) ?? function.name])
        let labels = function.labels.map { $0 + ":" }.joined()
        guard view.isWord(p, "func"), view.kind(p + 1) == .identifier, names.contains(view.text(p + 1)), view.kind(p + 2) == .leftParen,
            let close = view.partner(p + 2), view.isWord(close + 1, "async"),
            PublisherFunction.key(ofFuncAt: p, view) == "\(view.text(p + 1))(\(labels))"
        else { return nil }
        return view.text(p + 1)
    }

    /// The doc comment right above the declaration, whole lines, as written.
    private func docComment() -> String {
        var first: TokenIndex?
        var t = source.tokenIndex(of: function.start) - 1
        while t >= .start {
            let kind = source.tokens[t].kind
            if kind == .docLineComment || kind == .docBlockComment {
                first = t
            } else if kind != .whitespace && kind != .newline {
                break
            }
            t -= 1
        }
        guard let first else { return "" }
        let bytes = source.bytes
        let from = Lines.start(ofLineContaining: source.byteRange(of: first).lowerBound, in: bytes)
        let to = Lines.start(ofLineContaining: view.offset(function.start), in: bytes)
        return Self.withoutPublisherReturns(String(decoding: bytes[from..<to], as: UTF8.self))
    }

    /// A doc comment of `///` lines, less its `- Returns:` field where that names what the
    /// publisher was (`AnyPublisher`, a publisher, `` `Future` ``, `Future<…>`, not "Future
    /// appointments"): the async function returns
    /// the value, and its documentation would say otherwise. The field's continuation lines
    /// (indented deeper, not a field of their own) go with it; the rest stays as written.
    static func withoutPublisherReturns(_ comment: String) -> String {
        // The lines with their line breaks, `\n`, `\r\n` or `\r` (`\r\n` is one `Character`:
        // split on scalars).
        var lines: [Substring] = []
        var start = comment.startIndex
        let scalars = comment.unicodeScalars
        for index in scalars.indices {
            let next = scalars.index(after: index)
            guard scalars[index] == "\n" || scalars[index] == "\r" && (next == scalars.endIndex || scalars[next] != "\n")
            else { continue }
            lines.append(comment[start..<next])
            start = next
        }
        if start < comment.endIndex { lines.append(comment[start...]) }
        // The text after `///` and the spaces that follow it, with their count.
        func field(_ line: Substring) -> (indent: Int, text: Substring)? {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("///") else { return nil }
            let after = trimmed.dropFirst(3)
            let text = after.drop { $0 == " " }
            return (after.count - text.count, text)
        }
        var kept: [Substring] = []
        var dropping: Int?
        for line in lines {
            if let indent = dropping, let (lineIndent, text) = field(line), lineIndent > indent,
                !text.hasPrefix("-"), !text.allSatisfy(\.isNewline)
            {
                continue
            }
            dropping = nil
            if let (indent, text) = field(line), text.lowercased().hasPrefix("- returns:"),
                text.contains("Publisher") || text.contains("publisher") || text.contains("`Future") || text.contains("Future<")
            {
                dropping = indent
                continue
            }
            kept.append(line)
        }
        return kept.joined()
    }

    /// The publisher's new body, from after its `{` to before its `}`.
    private func bridge(indent: String, style: FileStyle) -> String {
        let unit = style.indentUnit
        let names = Set(function.parameters.map(\.name))
        let promise = ["promise", "fulfill", "complete"].first { !names.contains($0) } ?? "promise"
        let arguments = function.parameters.map { $0.label == "_" ? $0.name : "\($0.label): \($0.name)" }
        let receiver = function.enclosingType == nil ? "" : "self."
        let call = "await \(receiver)\(PublisherFunction.asyncName(of: function.name)!)(\(arguments.joined(separator: ", ")))"
        var lines: [String] = []
        var level = 1
        func line(_ text: String) { lines.append(indent + String(repeating: unit, count: level) + text) }
        if delivery.taskPublisher {
            // A closure says the error type it throws: Swift infers `any Error` otherwise.
            let typed = throwing && !FailureType.isUntyped(function.failure) ? "() throws(\(function.failure)) in " : ""
            line("TaskPublisher { \(typed)\(throwing ? "try " : "")\(call) }")
            level += 1
            if let scheduler = delivery.scheduler { line(".receive(on: \(scheduler))") }
            line(".eraseToAnyPublisher()")
            return style.lineEnding + lines.joined(separator: style.lineEnding) + style.lineEnding + indent
        }
        if delivery.deferred {
            line("Deferred {")
            level += 1
        }
        line("\(delivery.futureType ?? "Future") { \(promise) in")
        level += 1
        line("Task {")
        level += 1
        if throwing {
            line("do {")
            level += 1
            line("\(promise)(.success(try \(call)))")
            level -= 1
            line("} catch {")
            level += 1
            line("\(promise)(.failure(error))")
            level -= 1
            line("}")
        } else {
            line("\(promise)(.success(\(call)))")
        }
        level -= 1
        line("}")
        level -= 1
        line("}")
        if delivery.deferred {
            level -= 1
            line("}")
        }
        if let scheduler = delivery.scheduler { line(".receive(on: \(scheduler))") }
        if function.returnKind == .anyPublisher { line(".eraseToAnyPublisher()") }
        return style.lineEnding + lines.joined(separator: style.lineEnding) + style.lineEnding + indent
    }
}

/// Where and when a function's publisher delivers, which the bridge to its async sibling
/// keeps (`AsyncSibling`), as its rule reads it (`OneShotRule.bridgeDelivery`).
struct BridgeDelivery: Equatable, Sendable {
    /// `Deferred { Future { … } }`: the work starts for each subscription (the original was
    /// lazy), not once when the publisher is made.
    var deferred: Bool
    /// `TaskPublisher { try await … }` instead of a `Future`: the original cancelled its work
    /// with the subscription, and delivered on no thread a caller could rely on but the
    /// scheduler's (a `dataTaskPublisher` chain); such a bridge is also written for the
    /// callers in the run that stay in Combine.
    var taskPublisher = false
    /// The scheduler the original delivered on (`DispatchQueue.main`, a session's
    /// `delegateQueue`), for `.receive(on:)`; nil: the bridge delivers from its Task, as the
    /// original did from its own work.
    var scheduler: String? = nil
    /// The Future's type as the original wrote it (`Future<User, Error>`), nil for `Future`.
    var futureType: String?
    /// The publisher keeps its own body: the sibling is only added after it. Said by
    /// `keptBecause`, why a bridge to the sibling would not do.
    var keepsOriginalBody: Bool { keptBecause != nil }
    /// Why the publisher keeps its own body (`its Future completes at once`), if it does.
    var keptBecause: String?

    /// The publisher keeping its own body, for `reason`, instead of delivering as `self` says.
    func keepingBody(because reason: String) -> BridgeDelivery {
        BridgeDelivery(deferred: deferred, futureType: futureType, keptBecause: reason)
    }
}
