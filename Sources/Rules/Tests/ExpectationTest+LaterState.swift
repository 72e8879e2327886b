import Core
import Structure
import Tokenizer

/// What code moved after the await reads that may have changed since the value came: the
/// closures of a `sink` ran as each value arrived, their code after the await runs later. The
/// test stays when that code reads `self`, a property, a local variable other code uses, a
/// local constant's members (but a value's that nothing can change: `start.timeIntervalSince1970`
/// of `let start = Date()`) or the current `Thread`.
extension ExpectationTest {
    /// What code moved after the await may read (`readsLaterState`): the value or failure
    /// (`parameter`), local constants as they are, the `free` variables, the test class's
    /// constant `properties` as they are, types (`Thread` only where `keepsThread`), XCTest's
    /// assertions; `skipping`: statements that go (fulfilments after an `XCTFail`).
    struct LaterState {
        var parameter: String?
        let subscribedAt: CodePosition
        let keepsThread: Bool
        let free: Set<String>
        let properties: Set<String>
        let skipping: [Range<CodePosition>]

        func with(parameter: String?) -> LaterState {
            var copy = self
            copy.parameter = parameter
            return copy
        }
    }

    /// Why code of a closure cannot wait until the value is awaited: it reads state that may
    /// have changed by then — `self`, a property, a function's result, a local variable, a
    /// local constant's members, the current `Thread` unless `keepsThread` — where the closure
    /// read it as the value came. It may use what `allowed` allows and what it declares itself
    /// (in its blocks and closures too).
    func readsLaterState(_ code: Range<CodePosition>, _ allowed: LaterState) -> SkipReason? {
        var assumed: Set<String> = []
        return readsLaterState(code, allowed, calling: [], assumed: &assumed)
    }

    /// `readsLaterState(_:_:)` through the bodies of the functions being read (`calling`),
    /// noting in `assumed` the functions the file does not declare that the code calls, where
    /// `otherFunctions` takes them to read only their arguments.
    func readsLaterState(
        _ code: Range<CodePosition>, _ allowed: LaterState, calling: Set<CodePosition>, assumed: inout Set<String>
    ) -> SkipReason? {
        let locals = view.localNames(visibleAt: allowed.subscribedAt)
        let own = view.declaredNames(inStatementsOf: code)
        func isMember(_ p: CodePosition) -> Bool {
            view.kind(p + 1) == .period || view.kind(p + 1) == .leftParen || view.kind(p + 1) == .leftBracket
        }
        for p in code where !allowed.skipping.contains(where: { $0.contains(p) }) {
            if view.isWord(p, "self"), view.kind(p - 1) != .period {  // not `T.self`, a type
                // `self.name` of a constant property, as it is.
                if view.kind(p + 1) == .period, allowed.properties.contains(view.text(p + 2)), !isMember(p + 2) { continue }
                guard view.kind(p + 1) == .period else { return laterState("self", "the test object") }
                let property = view.text(p + 2)
                // `self.check(value)`, a method that reads only what it is given.
                if view.kind(p + 3) == .leftParen {
                    if let reason = callReadsLaterState(property, at: p + 2, onSelf: true, allowed, calling, &assumed) { return reason }
                    continue
                }
                return laterState("self." + property, allowed.properties.contains(property) ? Self.constantsMember : Self.property)
            }
            guard view.isUse(p), !isSubscriptLabel(p), !isCompilationCondition(p, in: code) else { continue }
            let name = view.text(p)
            if name == "await" {
                return SkipReason("the closure awaits (in a task of its own), work that would start later still, after the await")
            }
            // The standard library's checks read only their arguments.
            if Self.checks.contains(name), locals[name] == nil, view.kind(p + 1) == .leftParen { continue }
            if allowed.parameter.map({ CodeView.names(inPattern: $0).contains(name) }) == true || own.contains(name)
                || allowed.free.contains(name) || name.hasPrefix("XCT")
            {
                continue
            }
            // Bound in the code itself, in a block or a closure of its own (`case .success(let v)`),
            // or the `error` of a `catch` block of its own.
            if let bound = view.localDeclarations(visibleAt: p)[name]?.site, code.contains(bound) { continue }
            // Types; `Thread` only where the code stays on the thread it ran on.
            if name.first?.isUppercase == true, name != "Thread" || allowed.keepsThread { continue }
            if locals[name] == .constant, !isMember(p) || view.readsConstantValue(at: p) { continue }
            if locals[name] == nil, allowed.properties.contains(name), !isMember(p) { continue }
            // `check(value)`: a local function, or a method, that reads only what it is given.
            if locals[name] == nil, view.kind(p + 1) == .leftParen {
                if let reason = callReadsLaterState(name, at: p, onSelf: false, allowed, calling, &assumed) { return reason }
                continue
            }
            return laterState(name, kind(of: name, locals[name], isMember: isMember(p), properties: allowed.properties))
        }
        return nil
    }

    /// Whether every function a call of `name` at `p` may run (as the file declares them: a
    /// local function, or a method of the type around the call) reads only its arguments,
    /// what it declares, and what `allowed` allows where it is declared — the test's local
    /// constants, its class's constant properties — calling only such functions (`calling`:
    /// those whose bodies are being read, taken to read nothing more).
    private func callReadsLaterState(
        _ name: String, at p: CodePosition, onSelf: Bool, _ allowed: LaterState, _ calling: Set<CodePosition>, _ assumed: inout Set<String>
    ) -> SkipReason? {
        let called = (onSelf ? "self." : "") + name
        guard let functions = view.functionsCalled(name, at: p, onSelf: onSelf) else {
            switch otherFunctions {
            case .readingArguments(let names) where !onSelf && names.contains(name): return nil
            case .assumed where !onSelf:
                assumed.insert(name)
                return nil
            default:
                return laterState(called, "a function this file does not declare, whose code may read state other code changes", verb: "calls")
            }
        }
        for function in functions where !calling.contains(function.open) {
            guard !function.isAsync, let close = view.partner(function.open),
                readsLaterState(
                    (function.open + 1)..<close, functionState(function, properties: allowed.properties), calling: calling.union([function.open]),
                    assumed: &assumed) == nil
            else { return laterState(called, "a function that reads more than its arguments and constants", verb: "calls") }
        }
        return nil
    }

    /// What a function's body may read to read only what it is given: its parameters, what it
    /// declares, the test's local constants and `properties` where it is declared.
    func functionState(_ function: CodeView.FunctionDeclaration, properties: Set<String>) -> LaterState {
        LaterState(
            parameter: nil, subscribedAt: function.open + 1, keepsThread: false, free: Set(view.parameterNames(of: function)),
            properties: properties, skipping: [])
    }

    /// What a name read later is, for the reason the test stays.
    private func kind(of name: String, _ binding: CodeView.Binding?, isMember: Bool, properties: Set<String>) -> String {
        switch binding {
        case .variable?: return "a local variable other code of the test uses, before the `sink` in a closure or between it and the wait"
        case .constant?: return "a member of a local constant: an object's, which other code may change, or one that reads more than the value"
        case .parameter?: return "a name bound outside the closure"
        case nil:
            if name == "Thread" { return "the current thread, which is another after the await" }
            return properties.contains(name) ? Self.constantsMember : Self.property
        }
    }

    private static let property = "a property or function of the test, which other code may change"
    private static let constantsMember = "a member of a constant property, whose object other code may change"

    /// Functions of the standard library that read nothing but their arguments.
    static let checks: Set<String> = [
        "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure", "print", "debugPrint", "dump",
    ]

    /// Whether the identifier at `p` is a subscript's argument label (`details[safe: 0]`), not
    /// a dictionary literal's key (`[name: 1]`).
    private func isSubscriptLabel(_ p: CodePosition) -> Bool {
        guard view.kind(p + 1) == .colon, view.kind(p - 1) == .leftBracket, !view.lineBreakBefore(p - 1) else { return false }
        return [.identifier, .rightParen, .rightBracket, .postfixOperator].contains(view.kind(p - 2))
    }

    /// Whether the identifier at `p` is in a compilation condition (`#if os(Linux)`).
    private func isCompilationCondition(_ p: CodePosition, in code: Range<CodePosition>) -> Bool {
        var q = p
        while q > code.lowerBound, !view.lineBreakBefore(q) {
            q -= 1
            if view.kind(q) == .poundKeyword, ["#if", "#elseif"].contains(view.text(q)) { return true }
        }
        return false
    }

    /// The names of the constant stored properties (`let`) of the test's class, which no code
    /// changes once it is made.
    func constantProperties(module: ModuleTypes? = nil) -> Set<String> {
        guard let type = view.enclosingType(of: function.open) else { return [] }
        return view.constantInstanceProperties(ofTypeBody: type.open).union(setUpReferences(ofTypeBody: type.open, module: module))
    }

    /// `what`: what the name is, which says why its value may differ later.
    private func laterState(_ name: String, _ what: String, verb: String = "reads") -> SkipReason {
        let later = verb == "reads" ? "read it later, when it may" : "call it later, when what it reads may"
        return SkipReason("the closure \(verb) `\(name)` (\(what)) as the value comes; after the await it would \(later) have changed")
    }
}
