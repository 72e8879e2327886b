import Foundation
import Structure
import Tokenizer

/// The operators between a call of a migrated function and the `sink` or `assign` that
/// subscribes to it, read as the straight-line statements of the Task that replaces the
/// subscription (`OneShotTask`):
///
///     repository.todo(id: id)                   let todo = try await repository.todo(id: id)
///         .flatMap { users.user(id: $0.owner) } guard !Task.isCancelled else { return }
///         .map { user in user.name }            let user = try await users.user(id: todo.owner)
///         .receive(on: DispatchQueue.main)      guard !Task.isCancelled else { return }
///         .sink { name in … }                   let name = user.name
///
/// Followed: `map` with a key path or a closure, `tryMap` (its statements inlined, its final
/// `return` the value), `flatMap` (also `flatMap(maxPublishers: .max(1))`) whose closure only
/// calls another function this run migrates, `replaceError(with:)` and
/// `catch { _ in Just(v) }` right after the call, `receive(on:)` the main queue (the Task is
/// then `@MainActor`) and `eraseToAnyPublisher()`. Anything else keeps the subscription, and
/// so the function, in Combine. After each `await` comes a cancellation check: a cancelled
/// subscription ran no closure of the chain, and an awaited function may return normally
/// after its Task is cancelled (a continuation waits for its callback).
struct CallerChain {
    enum Stage {
        /// `.map(\.a.b)`, `.map { $0.a }`: members of the value.
        case member(String)
        /// `.map { … }`, `.tryMap { … }`: the closure's statements, then its result.
        case transform(InlinedClosure)
        /// `.flatMap { api.other($0) }`: an `await` of another migrated function.
        case awaited(InlinedClosure, call: OneShotCallers.Call, function: MigratedFunction)
        /// `.replaceError(with: v)`, `.catch { _ in Just(v) }`: the value's code.
        case fallback(Range<CodePosition>)
    }

    enum ErrorMapping {
        case closure(InlinedClosure)
        /// A function's name: `AppError.network`.
        case reference(Range<CodePosition>)
    }

    var stages: [Stage] = []
    /// `.mapError { … }` (or `.mapError(AppError.init)`) after everything that can fail: the
    /// `catch` maps the error before the failure code reads it.
    var errorMapping: ErrorMapping?
    /// `.receive(on:)` the main queue or run loop.
    var onMainActor = false
    /// Whether the chain can still fail where it is subscribed to, and its failure type then
    /// (`Error`, `Never`, `APIError`).
    var canFail: Bool
    var failure: String
    /// The `{`…`}` of the operators' closures.
    var closures: [ClosedRange<CodePosition>] = []

    /// What the operators' closures capture (`service`): the Task captures it too.
    var captures: [String] {
        stages.flatMap { stage -> [String] in
            switch stage {
            case .transform(let closure), .awaited(let closure, _, _): return closure.captures
            case .member, .fallback: return []
            }
        }
    }

    /// The calls awaited after the first (the `flatMap`s').
    var innerCalls: [OneShotCallers.Call] {
        stages.compactMap { if case .awaited(_, let call, _) = $0 { return call } else { return nil } }
    }

    /// The code the statements copy, as byte ranges (a comment elsewhere in the chain would
    /// be lost).
    func carried(_ view: CodeView) -> [Range<ByteOffset>] {
        var ranges: [Range<CodePosition>] = []
        for stage in stages {
            switch stage {
            case .member: break
            case .transform(let closure): ranges += [closure.statements, closure.result].filter { !$0.isEmpty }
            case .awaited(_, let call, _): ranges.append(call.start..<(call.close + 1))
            case .fallback(let value): ranges.append(value)
            }
        }
        switch errorMapping {
        case .closure(let closure)?: ranges.append(closure.result)
        case .reference(let name)?: ranges.append(name)
        case nil: break
        }
        return ranges.map { view.source.byteRange(ofCode: $0) }
    }

    /// The operators of `range` (after the call of `first`), or why the subscription stays in
    /// Combine. `calls`: the calls of migrated functions in the file, by where they start.
    static func read(
        _ view: CodeView, operators range: Range<CodePosition>, first: MigratedFunction, types: TypeTable,
        calls: [CodePosition: (OneShotCallers.Call, MigratedFunction)]
    ) -> Result<CallerChain, SkipReason> {
        var chain = CallerChain(canFail: first.throwing, failure: first.failure)
        guard case .success(let operators) = view.chainOperators(from: range.lowerBound, to: range.upperBound) else {
            return .failure(SkipReason("the call is followed by more than the rule follows"))
        }
        for op in operators {
            if let open = op.closure, let close = view.partner(open) { chain.closures.append(open...close) }
            if let reason = chain.add(op, view, first: first, types: types, calls: calls) {
                return .failure(SkipReason(reason))
            }
        }
        return .success(chain)
    }

    /// Adds the stage of one operator; why it cannot, if it cannot.
    private mutating func add(
        _ op: ChainOperator, _ view: CodeView, first: MigratedFunction, types: TypeTable,
        calls: [CodePosition: (OneShotCallers.Call, MigratedFunction)]
    ) -> String? {
        let name = op.name
        let closureIsArgument = op.closure != nil && op.arguments.map { $0.lowerBound == op.closure } == true
        let arguments = closureIsArgument ? "" : op.arguments.map { view.source.text(ofCode: $0).filter { !$0.isWhitespace } }
        func closure() -> Result<InlinedClosure, SkipReason> {
            guard let open = op.closure else { return .failure(SkipReason("`.\(name)` without a closure follows the call")) }
            switch InlinedClosure.read(open: open, view, allowingCaptures: true) {
            case .success(let closure):
                if closure.parameters.count > 1 || closure.anonymous.contains(where: { $0 > 0 }) {
                    return .failure(SkipReason("`.\(name)`'s closure takes more than one parameter"))
                }
                return .success(closure)
            case .failure(let reason):
                return .failure(SkipReason("`.\(name)`'s closure cannot become statements: \(reason.message)"))
            }
        }
        switch name {
        case "eraseToAnyPublisher" where op.closure == nil && arguments == "":
            return nil
        case "receive" where op.closure == nil && Self.mainSchedulers.contains(arguments ?? ""):
            onMainActor = true
            return nil
        case "map" where op.closure == nil:
            guard let members = arguments.flatMap(Self.keyPathMembers) else {
                return "`.map` with an argument other than a key path follows the call"
            }
            stages.append(.member(members))
        case "map", "tryMap":
            guard arguments == nil || arguments == "" else { return "`.\(name)` with arguments follows the call" }
            let read = closure()
            guard case .success(let closure) = read else { return read.failureMessage }
            if name == "map", let member = closure.memberOfParameter(view) {
                stages.append(.member(member))
            } else {
                stages.append(.transform(closure))
            }
            if name == "tryMap" {
                if errorMapping != nil { return "`.tryMap` follows `.mapError`, which did not map its errors" }
                (canFail, failure) = (true, "Error")
            }
        case "flatMap":
            guard arguments == nil || arguments == "" || Self.oneAtATime.contains(arguments!) else {
                return "`.flatMap` with arguments other than `maxPublishers: .max(1)` follows the call"
            }
            if onMainActor {
                return "`.flatMap` follows `.receive(on:)`: the code after it ran where the second publisher delivers, not on the main queue"
            }
            let read = closure()
            guard case .success(let closure) = read else { return read.failureMessage }
            guard closure.statements.isEmpty, let (call, function) = calls[closure.result.lowerBound],
                call.close + 1 == closure.result.upperBound
                    || view.source.text(ofCode: (call.close + 1)..<closure.result.upperBound).filter({ !$0.isWhitespace })
                        == ".eraseToAnyPublisher()"
            else {
                if closure.statements.isEmpty, view.kind(closure.result.upperBound - 1) == .rightParen,
                    let open = view.partner(closure.result.upperBound - 1), view.kind(open - 1) == .identifier
                {
                    return "`.flatMap` calls `\(view.text(open - 1))`, which this run does not migrate"
                }
                return "`.flatMap`'s closure does more than call a function this run migrates"
            }
            if errorMapping != nil, function.throwing {
                return "`.flatMap` follows `.mapError`, which did not map its errors"
            }
            stages.append(.awaited(closure, call: call, function: function))
            if !canFail || FailureType.isNever(failure) { failure = function.failure }
            canFail = canFail || function.throwing
        case "mapError":
            guard errorMapping == nil else { return "`.mapError` follows another `.mapError`" }
            guard canFail else { return nil }  // nothing to map: the chain cannot fail here
            if op.closure == nil, let reference = op.arguments,
                reference.allSatisfy({ view.kind($0) == .identifier || view.kind($0) == .period })
            {
                errorMapping = .reference(reference)
                return nil
            }
            let read = closure()
            guard case .success(let closure) = read else { return read.failureMessage }
            guard closure.statements.isEmpty, closure.captures.isEmpty else {
                return "`.mapError`'s closure does more than return the new error"
            }
            errorMapping = .closure(closure)
        case "replaceError", "catch":
            guard let value = fallbackValue(op, view) else {
                return name == "catch"
                    ? "`.catch` that does more than return `Just(value)` follows the call"
                    : "`.replaceError` without `with:` follows the call"
            }
            guard stages.allSatisfy({ if case .member = $0 { return true } else { return false } }) else {
                return "`.\(name)` follows more than the call: the type its value replaces cannot be told from here"
            }
            if let variable = Self.variableIn(value, view) {
                return "`.\(name)`'s value reads `\(view.text(variable))` when the chain is built; the Task would read it later, after the `await`"
            }
            let isNil = view.source.text(ofCode: value) == "nil"
            guard isNil || stages.isEmpty && Self.isNonOptional(first.output, types) else {
                return "`.\(name)`: the run cannot tell that the value it replaces is not optional (`try?` would flatten it)"
            }
            guard first.throwing else { return nil }
            stages.append(.fallback(value))
            (canFail, failure) = (false, "Never")
        default:
            return "`.\(name)` follows the call"
        }
        return nil
    }

    /// `receive(on:)` arguments that deliver on the main thread. `RunLoop.main` too, as the
    /// callers' rewrite always took it: its default mode held the one value back during a
    /// scroll, the main actor delivers it then.
    static let mainSchedulers = Set(SubscriptionSite.mainQueue + ["on:RunLoop.main"])

    /// `flatMap` arguments that change nothing for one value.
    private static let oneAtATime: Set<String> = ["maxPublishers:.max(1)", "maxPublishers:.unlimited"]

    /// The first name in a fallback value that may change between building the chain and
    /// the Task's use of it: a variable, a property (`balance`, `self.cache`), a call of a
    /// function. Literals, `nil`, types and their members (`Data()`, `.empty`, `User.guest`)
    /// and labels are constant.
    private static func variableIn(_ value: Range<CodePosition>, _ view: CodeView) -> CodePosition? {
        value.first { p in
            switch view.kind(p) {
            case .identifier:
                let isType = view.text(p).first?.isUppercase == true
                let isMember = view.kind(p - 1) == .period
                let isLabel = view.kind(p + 1) == .colon
                return !(isType || isMember || isLabel)
            case .keyword:
                return view.isWord(p, "self")
            case .interpolationStart:
                return true
            default:
                return false
            }
        }
    }

    /// `\.a.b` → `a.b`.
    private static func keyPathMembers(_ text: String) -> String? {
        guard text.hasPrefix("\\."), PlainName.isPath(text.dropFirst(2)) else { return nil }
        return String(text.dropFirst(2))
    }

    /// The code of `v` in `.replaceError(with: v)` or `.catch { _ in Just(v) }`.
    private func fallbackValue(_ op: ChainOperator, _ view: CodeView) -> Range<CodePosition>? {
        if op.name == "replaceError" {
            guard op.closure == nil, let arguments = op.arguments, view.isWord(arguments.lowerBound, "with"),
                view.kind(arguments.lowerBound + 1) == .colon, arguments.count > 2
            else { return nil }
            return (arguments.lowerBound + 2)..<arguments.upperBound
        }
        guard let open = op.closure, op.arguments == nil || op.arguments?.lowerBound == open,
            case .success(let closure) = InlinedClosure.read(open: open, view), closure.parameters == ["_"]
        else { return nil }
        return closure.justValue(view)
    }

    /// Whether the type, as written, is known not to be optional: not `T?`/`T!`/`Optional<T>`,
    /// and an array, dictionary, tuple, a type the run declares, or a common SDK value type.
    static func isNonOptional(_ type: String, _ types: TypeTable) -> Bool {
        let type = type.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<") {
            return false
        }
        if type.hasPrefix("[") || type.hasPrefix("(") { return true }
        let name = String(type.prefix { $0 != "<" }.split(separator: ".").last ?? "")
        return types.isDeclared(name) || knownValueTypes.contains(name)
    }

    private static let knownValueTypes: Set<String> = [
        "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Bool", "Double", "Float", "CGFloat", "Decimal", "Data", "Date", "URL", "UUID", "Void", "Array", "Set",
        "Dictionary", "Result",
    ]
}

private extension Result where Failure == SkipReason {
    var failureMessage: String? {
        if case .failure(let reason) = self { return reason.message }
        return nil
    }
}
