import Tokenizer
import Foundation

/// The subscriber's side of a one-shot subscription (its closures, or the property it
/// assigns), and what the Task captures.
extension OneShotTask.Builder {
    func readSubscriber(_ chain: CallerChain, indent: String, names: inout ChainNames) throws -> Subscriber {
        let view = self.view
        let unit = view.style.indentUnit
        let inner = indent + unit + (chain.canFail ? unit : "")
        let subscriptions = Subscriptions(source: source)
        var subscriber = Subscriber()
        switch pattern.shape {
        case .assign:
            guard let target = subscriptions.assignmentTarget(SubscriptionSite(source: source, match: match)) else {
                throw SkipReason("`assign(to:on:)` with a key path or object the rule does not follow")
            }
            subscriber.assignment = target
            subscriber.captures = "[\(target.capture)]"
            subscriber.valueName = names.name(target.path.split(separator: ".").last.map(String.init) ?? "value", ownedBy: nil)
            subscriber.carried = ["keyPath", "object"].map { source.byteRange(ofCode: match.bindings[$0]!) }
        case .sinkDollarZero:
            let body = match.bindings["body"]!
            let closure = ClosureBody(source: source, after: body.lowerBound - 1, close: body.upperBound)
            if closure.uses("$1") { throw SkipReason("the closure takes more than one parameter") }
            subscriber.valueName = closure.uses("$0") ? names.fresh("value") : "_"
            subscriber.valueCode = closure.loopText(parameter: subscriber.valueName, indent: inner, returnsBecomeContinue: false)
            subscriber.valueClosure = (body.lowerBound - 1)...body.upperBound
            subscriber.carried = [closure.bytes]
        default:
            guard let parameters = subscriptions.typedParameter(match, "params") else {
                throw SkipReason("the closure's parameters are not ones the rule follows")
            }
            // `{ (isFavorited: Bool) in … }`: the binding keeps the type.
            subscriber.valueType = parameters.name == "_" ? nil : parameters.type
            subscriber.captures = parameters.captures
            let params = match.bindings["params"]!
            let body = match.bindings["body"]!
            let closure = ClosureBody(source: source, after: params.upperBound, close: body.upperBound)
            subscriber.valueClosure = (params.lowerBound - 1)...body.upperBound
            var renaming: [String: String] = [:]
            var dollarZero: String?
            if parameters.name == "_" || !closure.uses(parameters.name) {
                // A value the closure never reads is `_`, as Swift asks.
                if parameters.name == "_", closure.uses("$0") { dollarZero = names.fresh("value") }
                subscriber.valueType = nil
            } else {
                // A parameter whose name the statement also uses outside (an argument, the
                // completion handler) is renamed: in the Task, the binding is seen by all of it.
                let name = names.name(parameters.name, ownedBy: subscriber.valueClosure)
                if name != parameters.name { renaming[parameters.name] = name }
                subscriber.valueName = name
            }
            subscriber.valueName = dollarZero ?? subscriber.valueName
            subscriber.valueCode = closure.loopText(
                parameter: dollarZero, indent: inner, returnsBecomeContinue: false, renaming: renaming)
            subscriber.carried = [source.byteRange(ofCode: params), closure.bytes]
            if pattern.shape == .sinkCompletion || pattern.shape == .sinkCompletionTrailing {
                subscriber.branches = try completionBranches(parameters.captures, canFail: chain.canFail, indent: indent)
                subscriber.carried += subscriber.branches.carried
            }
            let branches = subscriber.branches
            if let finished = branches.finishedCode,
                let name = view.declaredNames(inStatementsOf: closure.code)
                    .intersection(view.declaredNames(inStatementsOf: finished)).sorted().first
            {
                throw SkipReason("the value closure and the `.finished` code both declare `\(name)`, which would share one block of the Task")
            }
            let selfGuard = closure.leadingSelfGuard
            subscriber.valueGuard = selfGuard?.name
            if (branches.finished ?? "") != "" || branches.common != nil || branches.deferred != nil {
                if closure.hasOwnReturn(from: selfGuard?.end ?? closure.code.lowerBound) {
                    throw SkipReason("the value closure returns early, which would skip the `.finished` code")
                }
                // Its `guard let self` skips the completion code when `self` is gone: as the
                // handler's own guard did, or where that code only reaches through `self?.`.
                let skipped = ([branches.finishedCode].compactMap { $0 } + branches.commonCode).flatMap(view.statements(in:))
                if let name = selfGuard?.name, branches.selfGuard?.name != name,
                    !skipped.allSatisfy({ view.isWord($0.lowerBound, "self") && view.text($0.lowerBound + 1) == "?" })
                {
                    throw SkipReason("the value closure's `guard let \(name)` returns early, which would skip the completion handler's code, which does not start with that guard")
                }
            }
        }
        var inside = subscriber.valueClosure.map { Array($0) } ?? []
        if let parameters = match.bindings["cparams"], let body = match.bindings["cbody"] {
            inside += Array(parameters.lowerBound..<body.upperBound)
        }
        subscriber.usesSelf = inside.contains { view.isWord($0, "self") }
        return subscriber
    }

    /// The completion handler read as its branches (only `.finished` code when the chain
    /// cannot fail any more: its `.failure` branch never ran).
    private func completionBranches(_ captures: String?, canFail: Bool, indent: String) throws -> CompletionHandler.Branches {
        guard let completion = CompletionHandler(source: source, match: match, style: view.style, indent: indent) else {
            throw SkipReason("the completion handler does more than tell `.finished` from `.failure`")
        }
        guard case .success(var branches) = completion.branches else {
            if case .failure(let message) = completion.branches { throw SkipReason(message) }
            throw SkipReason("the completion handler is not one the rule follows")
        }
        if branches.captures != captures, branches.captures != nil || branches.usesSelf {
            throw SkipReason("the completion and value closures capture differently")
        }
        if !canFail {
            branches.failure = nil
            branches.failureName = nil
        }
        return branches
    }

    /// The capture list of the Task. Where the Task would hold `self` across its `await`s only
    /// because a call's receiver is reached through it (`repository.user(id:)` in a class,
    /// closures capturing `self` weakly or not at all), it captures the receivers instead,
    /// as the subscription had evaluated them (`[weak self, repository]`); the calls then go
    /// through those names.
    func captureReceivers(_ chain: CallerChain, _ subscriber: Subscriber, into code: inout CodeText) throws -> String? {
        let captures = subscriber.captures
        let listed = (captures.map { $0.dropFirst().dropLast().split(separator: ",") } ?? [])
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var entries: [String] = []
        for entry in chain.captures + (try receiverCaptures(chain, subscriber, into: &code)) where !(listed + entries).contains(entry) {
            let name = entry.split(separator: " ").first.map(String.init) ?? entry
            if (listed + entries).contains(where: { $0.split(separator: " ").last.map(String.init) == name || $0.hasPrefix(name + " ") }) {
                throw SkipReason("two captures would have one name, `\(name)`")
            }
            entries.append(entry)
        }
        guard !entries.isEmpty else { return captures }
        guard let captures else { return "[" + entries.joined(separator: ", ") + "]" }
        return String(captures.dropLast()) + ", " + entries.joined(separator: ", ") + "]"
    }

    private func receiverCaptures(_ chain: CallerChain, _ subscriber: Subscriber, into code: inout CodeText) throws -> [String] {
        let view = self.view
        let weak = subscriber.captures.map { $0.contains("weak self") || $0.contains("unowned self") } ?? false
        let selfInChain = chain.closures.contains { closure in closure.contains { view.isWord($0, "self") } }
        if weak, selfInChain {
            throw SkipReason("an operator's closure uses `self`, which the sink's closures capture weakly: the chain held `self` until it completed")
        }
        let keyword = view.enclosingType(of: call.name)?.keyword
        guard weak || !subscriber.usesSelf && !selfInChain && keyword != "struct" && keyword != "enum" else { return [] }
        var entries: [String] = []
        let bound = Set(chain.stages.compactMap { stage -> String? in
            if case .awaited(let closure, _, _) = stage { return closure.parameters.first }
            return nil
        })
        for awaited in [call] + chain.innerCalls {
            if isCalledOnTypeName(awaited) {
                // The type is reached as the subscription reached it; the members of `self` its
                // arguments read are captured as the subscription evaluated them.
                guard let read = membersRead(byArgumentsOf: awaited, bound: bound) else {
                    guard weak else { return [] }
                    throw SkipReason("an argument of the call uses `self`, which the closures capture weakly")
                }
                for name in read where !entries.contains(name) { entries.append(name) }
                continue
            }
            guard let receiver = receiverCapture(of: awaited, bound: bound, valueName: subscriber.valueName) else {
                guard weak else { return [] }  // a call of `self`'s own: the Task holds `self`
                throw SkipReason(awaited.name == call.name
                    ? "the call goes through `self`, which the closures capture weakly"
                    : "the `.flatMap`'s call goes through `self`, which the closures capture weakly")
            }
            if !weak, !goesThroughSelf(awaited) { continue }
            if !entries.contains(receiver.capture) { entries.append(receiver.capture) }
            code.replacements[awaited.start] = (end: awaited.name - 1, text: receiver.name)
        }
        return entries
    }

    /// Whether the receiver of the call is reached through `self`: `self.client`, or a name
    /// that is no local, inside a type (`client`, a property).
    private func goesThroughSelf(_ call: OneShotCallers.Call) -> Bool {
        let root = view.text(call.start)
        if view.isWord(call.start, "self") { return true }
        guard view.kind(call.start) == .identifier, view.enclosingType(of: call.start) != nil,
            root.first?.isUppercase == false
        else { return false }
        return view.localNames(visibleAt: call.start)[root] == nil
    }

    /// Whether the call's receiver is a type's name (`Repository.make()`), which the Task
    /// reaches as the subscription did, with no capture.
    private func isCalledOnTypeName(_ call: OneShotCallers.Call) -> Bool {
        guard case .expression(let range) = view.receiver(ofMemberAt: call.name),
            case .metatype = view.valueType(of: range, at: call.name, types: types)
        else { return false }
        return true
    }

    /// The members of `self` the call's arguments read by their names (`session` in
    /// `API.lists(session: session)`), in order, as the file declares them in every body of
    /// the type; nil when one names `self` itself, calls a member or names a method (whose
    /// value would hold `self`, and run later), or may be a member the file does not show (an
    /// extension of a type declared elsewhere) (`bound`: names a closure around the call
    /// binds, which are no members).
    private func membersRead(byArgumentsOf call: OneShotCallers.Call, bound: Set<String>) -> [String]? {
        guard let type = view.enclosingType(of: call.name) else { return [] }
        let bodies = view.typeBodies()
        let properties = view.instanceMembers(ofType: type.simpleName, in: bodies, keywords: ["var", "let"])
        let methods = view.instanceMembers(ofType: type.simpleName, in: bodies, keywords: ["func"])
        // The type's own declaration is in this file: its members are all here to see.
        let declaredHere = (bodies[type.simpleName] ?? []).contains { view.typeKeyword(ofBody: $0) != "extension" }
        var read: [String] = []
        for p in (call.name + 2)..<call.close where view.kind(p) == .identifier || view.isWord(p, "self") {
            let name = view.text(p)
            if name == "self" { return nil }
            guard view.kind(p) == .identifier, !bound.contains(name), view.isUse(p), view.localNames(visibleAt: p)[name] == nil else { continue }
            if methods.contains(name) || properties.contains(name) && view.kind(p + 1) == .leftParen { return nil }
            if properties.contains(name) {
                if !read.contains(name) { read.append(name) }
            } else if !declaredHere, name.first?.isLowercase == true {
                return nil
            }
        }
        return read
    }

    /// For a call `a.b.f(x)`: the capture `b = a.b` (or `a` alone) and the name the call goes
    /// through; nil when the receiver is `self` or missing, or an argument uses `self` or one
    /// of its members (`bound`: names a closure around the call binds, which are no members).
    private func receiverCapture(of call: OneShotCallers.Call, bound: Set<String>, valueName: String)
        -> (capture: String, name: String)?
    {
        let view = self.view
        let dot = call.name - 1
        guard view.kind(dot) == .period, dot > call.start, view.kind(call.start) != .period, view.isName(dot - 1),
            view.kind(dot - 1) == .identifier
        else {
            return nil
        }
        let members = view.enclosingType(of: call.name).map { view.instanceMembers(ofTypeBody: $0.open) } ?? []
        for p in (call.name + 2)..<call.close where view.kind(p) == .identifier || view.isWord(p, "self") {
            let name = view.text(p)
            if name == "self" || members.contains(name) && !bound.contains(name) && view.isUse(p) {
                return nil
            }
        }
        let name = view.text(dot - 1)
        guard name != valueName else { return nil }
        let receiver = view.source.text(ofCode: call.start..<dot)
        return (receiver == name ? name : "\(name) = \(receiver)", name)
    }
}
