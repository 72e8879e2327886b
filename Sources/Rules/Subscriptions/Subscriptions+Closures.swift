import Foundation
import Tokenizer

/// What a subscription's closures and chain hold, for the rewrites that move them into a
/// `Task`: the parameter list, an `assign(to:on:)` target, a mutable local the closures use,
/// a comment the move would lose. The one-shot rules' callers read their sites with these too.
extension Subscriptions {
    /// A closure's parameter list as a loop over its values binds them: an optional capture
    /// list, then one name (or `_`) with its type if it has one (`(language: Language)`), or
    /// the names of a tuple's elements (`(old, new)` or `old, new`: the closure takes a
    /// tuple's elements as its parameters only when the value is a tuple of as many).
    func parameters(_ match: Match, _ hole: String) -> (captures: String?, names: [String], type: String?)? {
        if let found = typedParameter(match, hole) { return (found.captures, [found.name], found.type) }
        guard var range = match.bindings[hole] else { return nil }
        var captures: String?
        if view.kind(range.lowerBound) == .leftBracket, let close = view.partner(range.lowerBound), close < range.upperBound {
            captures = source.text(ofCode: range.lowerBound..<(close + 1))
            range = (close + 1)..<range.upperBound
        }
        guard let names = view.parameterNames(range), names.count > 1 else { return nil }
        return (captures, names, nil)
    }

    /// A closure's parameter list: an optional capture list, then one name (or `_`), maybe
    /// with its type (`(isFavorited: Bool)`).
    func typedParameter(_ match: Match, _ hole: String) -> (captures: String?, name: String, type: String?)? {
        guard let range = match.bindings[hole] else { return nil }
        let split = SubscriptionSite.splitParameters(SubscriptionSite(source: source, match: match).text(of: range))
        let (name, type) = SubscriptionSite.singleParameter(split.parameters)
        if let type { guard !type.isEmpty, !LineBreak.contains(type) else { return nil } }
        guard name == "_" || PlainName.isName(name) else {
            return nil
        }
        return (split.captures, name, type)
    }

    /// `\.path` (or `\Type.path`) on `self`, a named object or a property path to one
    /// (`navigationView.nextButton`): the name the Task's code sets the property through,
    /// the key path, and the capture that binds the name weakly (`weak nextButton =
    /// navigationView.nextButton`: the path read once, where the Task is made, as
    /// `assign(to:on:)` read it where it subscribed).
    func assignmentTarget(_ site: SubscriptionSite) -> (object: String, path: String, capture: String)? {
        let keyPath = site.text(of: site.match.bindings["keyPath"]!).filter { !$0.isWhitespace }
        let object = site.text(of: site.match.bindings["object"]!).filter { !$0.isWhitespace }
        guard keyPath.hasPrefix("\\"), let dot = keyPath.firstIndex(of: ".") else { return nil }
        let path = String(keyPath[keyPath.index(after: dot)...])
        let components = object.split(separator: ".").map(String.init)
        guard PlainName.isPath(path), PlainName.isPath(object), let last = components.last, components.count == 1 || last != "self"
        else { return nil }
        guard components.count > 1 else { return (object, path, "weak \(object)") }
        let name = captureName(for: components, at: site.match.code)
        return (name, path, "weak \(name) = \(object)")
    }

    /// The name of the capture that holds an object reached through a property path: the
    /// path's last name (`nextButton`) — unless the function names it on its own elsewhere
    /// (`view`, a view controller's own), where the capture would hide it from a reader: then
    /// the path's last two names joined (`hostingControllerView`).
    private func captureName(for components: [String], at site: Range<CodePosition>) -> String {
        let last = components[components.count - 1]
        let scope = view.enclosingFunction(of: site.lowerBound).map { $0.open..<(view.partner($0.open) ?? view.endPosition) }
            ?? view.positions
        let elsewhere = scope.contains { p in
            !site.contains(p) && view.kind(p) == .identifier && view.text(p) == last && view.kind(p - 1) != .period
        }
        guard elsewhere else { return last }
        let joined = components.filter { $0 != "self" }.suffix(2).enumerated()
            .map { index, name in index == 0 ? name : name.prefix(1).uppercased() + name.dropFirst() }.joined()
        return view.freshName(joined, unusedIn: scope)
    }

    /// A `var` of the enclosing function (or closure) that the subscription's closures use:
    /// a `Task` closure may not capture a mutable local (the compiler rejects it). `moved`:
    /// code of the publisher chain that moves into the Task too (a call's arguments, an
    /// operator's closure).
    func capturedLocalVariable(in match: Match, boundInClosures: [String], moved: [Range<CodePosition>] = []) -> String? {
        var locals = Set(view.localNames(visibleAt: match.code.lowerBound).filter { $0.value == .variable }.keys)
        // The closures' own parameters and declarations shadow the function's.
        locals.subtract(boundInClosures)
        for p in match.code where p + 1 < match.code.upperBound && source.codeToken(p + 1).kind == .identifier {
            let index = source.tokenIndex(of: p)
            if source.token(index, is: "let") || source.token(index, is: "var") {
                locals.remove(source.text(ofCode: p + 1))
            }
        }
        guard !locals.isEmpty else { return nil }
        // The publisher, the set and the assigned property are used outside the closures.
        let outside = ["p", "set", "target"].compactMap { match.bindings[$0] }
        for p in match.code where source.codeToken(p).kind == .identifier {
            if outside.contains(where: { $0.contains(p) }), !moved.contains(where: { $0.contains(p) }) { continue }
            let name = source.text(ofCode: p)
            // `x` alone, not `.x` (a member of something else).
            if locals.contains(name), !(p > .start && source.codeToken(p - 1).kind == .period) { return name }
        }
        return nil
    }

    /// The offset of a comment inside the match that none of the carried ranges holds.
    func lostComment(in match: Match, carried: [Range<ByteOffset>]) -> ByteOffset? {
        let first = source.tokenIndex(of: match.code.lowerBound)
        let last = source.tokenIndex(of: match.code.upperBound - 1)
        for index in first...last where source.tokens[index].kind.isComment {
            let range = source.byteRange(of: index)
            if !carried.contains(where: { $0.contains(range.lowerBound) && $0.upperBound >= range.upperBound }) {
                return range.lowerBound
            }
        }
        return nil
    }
}
