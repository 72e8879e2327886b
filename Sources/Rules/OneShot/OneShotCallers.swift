import Core
import Structure
import Tokenizer

/// The calls of a migrated function in one file, and what becomes of each:
///
/// - a subscription — `api.user(id: 1).sink(receiveCompletion:receiveValue:)` (or its
///   trailing or value-only forms, or `assign(to:on:)`), after the operators `CallerChain`
///   follows, stored with `.store(in:)` or assigned — becomes a `Task` awaiting the call in
///   `do`/`catch` (`OneShotTask`), with the subscription's lifetime; so does a call in such
///   a chain's `flatMap`;
/// - any other use would stay in Combine, and keeps the function as it is — also the
///   function named without a call, as a value (`.flatMap(funds)`, `let load = api.funds`).
///
/// A call is the function's only when its receiver can be the function's type: `self`
/// (written or not) in the type, its extensions and subtypes; a value declared with the
/// type, or with a protocol whose extension declares the function; the type's name. A
/// call of the same name on another receiver, or inside the function itself (an SDK's
/// method the function wraps), is left alone; one on a receiver whose type the run cannot
/// tell is `unsure`, and the run leaves the function alone. A call already preceded by
/// `await`, with nothing chained on it, is a call of the async function: left alone.
struct OneShotCallers {
    let source: TokenizedSource
    let run: RunContext

    /// A call with a migrated function's name and labels (`MigratedFunction.isCalled(withLabels:)`:
    /// those of parameters with a default value may be left out): the code positions of its
    /// name and of its `)`.
    struct Call {
        var name: CodePosition
        var close: CodePosition
        /// Where the expression holding the call starts (`api` in `api.user(id: 1)`).
        var start: CodePosition
        var role: Role
        /// The function named as a value, not called (`.flatMap(funds)`): `close` is `name`.
        var isReference = false
    }

    /// What a call with the function's name and labels is to the function.
    enum Role: Equatable {
        case caller
        /// Another function's: on a receiver of another type, or inside the function itself.
        case other
        /// On a receiver whose type the run cannot tell.
        case unsure
    }

    /// Every call of `function` in the file that still uses the publisher.
    func calls(of function: MigratedFunction) -> [Call] {
        namedCalls(of: function).filter { $0.role == .caller && !$0.isReference }
    }

    /// Every place that names `function` as a value (`.flatMap(funds)`): it would keep
    /// needing the publisher.
    func references(of function: MigratedFunction) -> [Call] {
        namedCalls(of: function).filter { $0.role == .caller && $0.isReference }
    }

    /// The calls of `function`'s name and labels whose receiver's type the run cannot
    /// tell, with the receiver's text on one line (`items.first?.`, `.`).
    func unsureCalls(of function: MigratedFunction) -> [(call: Call, receiver: String)] {
        let view = CodeView(source)
        return namedCalls(of: function).filter { $0.role == .unsure }.map { call in
            let text = view.source.text(ofCode: call.start..<call.name)
                .replacingOccurrences(of: #"\s*"# + LineBreak.pattern + #"\s*(?=\.)"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"\s*"# + LineBreak.pattern + #"\s*"#, with: " ", options: .regularExpression)
            return (call, text.count > 60 ? String(text.prefix(59)) + "…" : text)
        }
    }

    /// Every call with `function`'s name and labels not preceded by `await`, and every
    /// reference to it by its name alone, with its role.
    private func namedCalls(of function: MigratedFunction) -> [Call] {
        guard source.mayContainName(Array(function.name.utf8)) else { return [] }
        let view = CodeView(source)
        var calls: [Call] = []
        // A file declaring a property, local or case of the name means that by the name alone.
        var namesValue: Bool?
        for p in view.positions where view.kind(p) == .identifier && view.text(p) == function.name {
            guard !view.isWord(p - 1, "func") else { continue }
            guard view.kind(p + 1) == .leftParen else {
                namesValue = namesValue ?? Self.declaresValue(named: function.name, view)
                guard namesValue == false, isReference(p, view) else { continue }
                let start = view.chainStart(endingBefore: p + 1)
                calls.append(Call(name: p, close: p, start: start, role: role(ofCallAt: p, function, view), isReference: true))
                continue
            }
            guard let close = view.partner(p + 1), function.isCalled(withLabels: labels(view, open: p + 1, close: close)) else { continue }
            let start = view.chainStart(endingBefore: p + 1)
            // `await api.user(id: 1)` is a call of the async function already; in
            // `await api.user(id: 1).singleOutput()` the `await` is the chain's, and the call
            // one of the publisher.
            if view.isWord(start - 1, "await"), Self.chainedMember(after: close, view) == nil { continue }
            calls.append(Call(name: p, close: close, start: start, role: role(ofCallAt: p, function, view)))
        }
        return calls
    }

    /// The member read on the value of the call whose `)` is at `close`, after its trailing
    /// closure if it has one (`.singleOutput()`, `?.first`, `!.id`): where its name is, and
    /// whether it is read through an optional; nil when nothing is chained on the call.
    private static func chainedMember(after close: CodePosition, _ view: CodeView) -> (name: CodePosition, throughOptional: Bool)? {
        var q = close + 1
        if view.kind(q) == .leftBrace, let end = view.partner(q) { q = end + 1 }
        var throughOptional = false
        if view.kind(q) == .postfixOperator, view.isAny(q, of: ["?", "!"]) {
            q += 1
            throughOptional = true
        }
        guard view.kind(q) == .period else { return nil }
        return (q + 1, throughOptional)
    }

    /// Whether the name at `p`, not followed by `(`, is an expression: not an argument,
    /// parameter or tuple label (`(funds:`, `, funds:`; but `c ? funds : other` is one), not
    /// a type's member declared or a pattern's name.
    private func isReference(_ p: CodePosition, _ view: CodeView) -> Bool {
        if view.kind(p + 1) == .colon, view.kind(p - 1) == .leftParen || view.kind(p - 1) == .comma { return false }
        return !["var", "let", "case", "func", "typealias", "class", "struct", "enum", "protocol"].contains(view.text(p - 1))
    }

    /// Whether the file declares a `var`, `let` or `case` named `name` (a property or local
    /// of that name, which its bare uses mean, as far as the file can tell).
    private static func declaresValue(named name: String, _ view: CodeView) -> Bool {
        view.positions.dropFirst().contains { p in
            view.kind(p) == .identifier && view.text(p) == name && view.isAny(p - 1, of: ["var", "let", "case"])
        }
    }

    /// Whether the call whose name is at `p` can be `function`'s, by its receiver.
    private func role(ofCallAt p: CodePosition, _ function: MigratedFunction, _ view: CodeView) -> Role {
        if isInside(function, p, view) { return .other }
        let types = run.oneShot.types
        let receiver = view.receiver(ofMemberAt: p)
        guard let owner = function.typeName else {
            // A top-level function is called by its name alone.
            return receiver == .none ? .caller : .other
        }
        func role(_ value: ValueType) -> Role {
            switch value {
            case .instance, .metatype: return types.isSubtype(value.typeName!, of: owner) ? .caller : .other
            // A type the run declares is no SDK's: an SDK's values cannot be of it.
            case .foreign: return types.isDeclared(owner) ? .other : .unsure
            case .unknown: return .unsure
            }
        }
        switch receiver {
        case .none, .selfReference:
            if receiver == .none, view.localNames(visibleAt: p)[function.name] != nil { return .other }
            // `self`'s type; a static function is also reached from the types nested in its own.
            var type = view.enclosingType(of: p)
            var innermost = true
            while let declaration = type {
                if types.isSubtype(declaration.simpleName, of: owner) { return innermost || function.isStatic ? .caller : .other }
                type = view.enclosingType(of: declaration.open)
                innermost = false
            }
            return .other
        case .superReference:
            let context = view.enclosingType(of: p)?.simpleName
            return role(types.firstLink(CodeView.ChainLink(name: "super", isCall: false), in: context))
        case .implicitMember:
            return function.isStatic ? .unsure : .other
        case .expression(let range):
            return role(view.valueType(of: range, at: p, types: types))
        }
    }

    /// Whether `p` is inside the body of `function` itself (whose own calls of a function of
    /// the same name, an SDK's it wraps, are not its callers).
    private func isInside(_ function: MigratedFunction, _ p: CodePosition, _ view: CodeView) -> Bool {
        var brace = view.enclosingBrace(of: p)
        while let open = brace {
            if view.braceKind(open) == .function, let declaration = view.functionDeclaration(open),
                declaration.keyword == "func", declaration.name == function.name,
                let parameters = declaration.parameters,
                PublisherFunction.key(ofFuncAt: parameters.lowerBound - 2, view) == function.key,
                view.enclosingType(of: open)?.simpleName == function.typeName
            {
                return true
            }
            brace = view.enclosingBrace(of: open)
        }
        return false
    }

    /// The argument labels of a call (`_` for an unlabeled argument).
    private func labels(_ view: CodeView, open: CodePosition, close: CodePosition) -> [String] {
        view.splitTopLevel(from: open + 1, to: close).map { argument in
            if argument.count >= 2, view.isName(argument.lowerBound), view.kind(argument.lowerBound + 1) == .colon {
                return view.text(argument.lowerBound)
            }
            return "_"
        }
    }

    /// The edits for the calls of `function` in this file: each becomes a `Task` awaiting the
    /// function (the run migrates a function only when all its calls do).
    func rewrites(of function: MigratedFunction) -> [Edit] {
        let tasks = OneShotTask.sites(in: source, run: run)
        return calls(of: function).compactMap { call in
            guard let site = tasks.first(where: { $0.call.name == call.name }),
                case .success(let replacement) = site.outcome
            else { return nil }
            return Edit(range: site.match.bytes, replacement: replacement, rule: function.rule, helpers: site.helpers)
        }
    }

    /// The first call of `function` in this file that would stay in Combine, described for
    /// a reader (`its call in `Profile.load()` (line 12) would stay in Combine: why`), if
    /// there is one.
    func callStayingInCombine(of function: MigratedFunction) -> String? {
        callsStayingInCombine(of: function).first?.description
    }

    /// A note at each call of `function` in this file that stays in Combine on the publisher
    /// it keeps as a bridge, saying why the call stays: the bridge is written for them, and
    /// each says what keeps it from following.
    func bridgedCallNotes(of function: MigratedFunction) -> [Diagnostic] {
        guard function.keepsBridge else { return [] }
        let view = CodeView(source)
        let kept = if case .possible(let delivery) = function.bridge, delivery.keepsOriginalBody {
            "which keeps its own body beside its async version"
        } else {
            "which becomes a bridge to its async version"
        }
        return callsStayingInCombine(of: function).map { call, why, _ in
            Diagnostic(
                .note, at: view.offset(call.name), "stays in Combine, on the publisher `\(function.key)`, \(kept): \(why)",
                rule: function.rule)
        }
    }

    /// Every call of `function` in this file that would stay in Combine, and every reference
    /// to it, in file order (references first): why, and that described for a reader.
    func callsStayingInCombine(of function: MigratedFunction) -> [(call: Call, why: String, description: String)] {
        var staying = references(of: function).map { reference in
            let why = "`\(function.name)` is named there as a value (a function reference), not called, and that value must stay a publisher"
            return (reference, why, "its use in \(place(of: reference)) would stay in Combine: \(why)")
        }
        let tasks = OneShotTask.sites(in: source, run: run)
        for call in calls(of: function) {
            var why = "not a subscription stored with `store(in:)` or in a property"
            if let site = tasks.first(where: { $0.call.name == call.name }) {
                guard case .failure(let reason) = site.outcome else { continue }
                why = reason.description
            } else if tasks.contains(where: { $0.awaited.contains(call.name) }) {
                continue  // awaited in another call's Task (its `flatMap`)
            } else if let site = tasks.first(where: { $0.match.bindings["p"]!.contains(call.name) }),
                case .failure(let reason) = site.outcome
            {
                why = "the chain it is in stays in Combine (\(reason.description))"
            }
            staying.append((call, why, "its call in \(place(of: call)) would stay in Combine: \(why)"))
        }
        return staying
    }

    /// Why a bridge of the same name and labels as the async function (`user(id:)` beside
    /// `user(id:) async`) would not serve the calls of `function` that stay in Combine in this
    /// file: the first such call in an asynchronous context (where Swift picks the async
    /// function: `let p = api.user(id: 1)` in a `Task` would stop compiling) or named as a
    /// value (either function could be meant); nil when every one is in synchronous code.
    func callNeedingAnotherName(of function: MigratedFunction) -> String? {
        let view = CodeView(source)
        for (call, _, _) in callsStayingInCombine(of: function) {
            if call.isReference {
                return "where it is named as a value, in \(place(of: call)), either function could be meant"
            }
            if view.isInAsyncContext(call.name), !picksPublisher(call, view) {
                return "its call in \(place(of: call)) is in asynchronous code, where Swift would pick the async function"
            }
        }
        return nil
    }

    /// Combine operators no other type is likely to have a member of that name of.
    private static let publisherOnlyOperators: Set<String> = [
        "sink", "assign", "eraseToAnyPublisher", "handleEvents", "setFailureType", "replaceError", "tryMap",
    ]

    /// Whether what is chained on the call (`api.user(id: 1).sink`, `.singleOutput()`, a
    /// member the run declares only for publishers) makes Swift pick the publisher even in
    /// asynchronous code: the async function's value has no such member.
    private func picksPublisher(_ call: Call, _ view: CodeView) -> Bool {
        // Not through `?.`/`!.`: an optional's member, which the publisher is not.
        guard !call.isReference, let member = Self.chainedMember(after: call.close, view), !member.throughOptional,
            view.kind(member.name) == .identifier
        else { return false }
        let name = view.text(member.name)
        return Self.publisherOnlyOperators.contains(name) || run.oneShot.publisherOperators.contains(name)
    }

    /// `Type.function()` (or the function, or the type) holding a call.
    private func place(of call: Call) -> String {
        let view = CodeView(source)
        let function = view.enclosingFunction(of: call.name)
        let type = view.enclosingType(of: call.name)
        let line = source.lineMap.location(of: view.offset(call.name)).line
        let name = [type?.name, function.map { $0.keyword == "func" ? $0.name + "()" : $0.name }]
            .compactMap { $0 }.joined(separator: ".")
        return name.isEmpty ? "top-level code (line \(line))" : "`\(name)` (line \(line))"
    }

    /// A note at each call of `function` (left alone by the run) whose receiver's type the
    /// run cannot tell.
    func unsureNotes(of function: MigratedFunction) -> [Diagnostic] {
        unsureCalls(of: function).map { call, receiver in
            let what = receiver.count > 1 ? "`\(receiver.dropLast())`" : "the receiver"
            return Diagnostic(
                .note, at: source.codeToken(call.name).start,
                "the run cannot tell the type of \(what), so this may be a call of `\(function.key)`, which keeps its publisher form",
                rule: function.rule)
        }
    }

}
