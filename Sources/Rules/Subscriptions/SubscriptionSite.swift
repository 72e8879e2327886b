/// What the subscription rules need to know about a matched `sink`/`assign` statement,
/// beyond what its template bound: where its publisher chain ends, whether Combine should
/// keep it, and what of its closure can move into a loop.
package struct SubscriptionSite {
    let source: TokenizedSource
    let match: Match

    /// How a site's publisher chain ends: what its rewrite does, and what each subscription
    /// rule's `handles` reads to take the site or leave it to another.
    enum Kind: Equatable {
        /// An operator that Combine should keep handling (with the reason): not rewritten.
        case kept(operator: String, reason: String)
        /// `.receive(on: DispatchQueue.main)` (or a `DispatchQueue.main.async`
        /// wrapping the whole closure body): the loop runs on the main actor. `publisher` is
        /// the chain to subscribe to, without the `receive(on:)` when it was last; `cut`, the
        /// code of a `.receive(on:)` to leave out of it when only closure-free operators
        /// follow it (they may run on the sending thread). When other operators follow, the
        /// chain stays whole: their closures keep running on the main queue.
        case mainActor(publisher: Range<CodePosition>, cut: Range<CodePosition>? = nil)
        /// `.first()` / `.prefix(1)` last: one value at most.
        case firstValue
        case plain

        /// Whether the chain's values end up delivered on the main queue (`mainActor`).
        var receivesOnMain: Bool {
            if case .mainActor = self { return true }
            return false
        }
    }

    /// Operators whose sites stay in Combine, and why.
    package static let keptOperators: [String: String] = [
        "debounce": "time-based operators are what Combine is for",
        "throttle": "time-based operators are what Combine is for",
        "delay": "time-based operators are what Combine is for",
        "combineLatest": "combining continuous streams is what Combine is for",
        "merge": "merging continuous streams is what Combine is for",
        "zip": "zipping continuous streams is what Combine is for",
        "CombineLatest": "combining continuous streams is what Combine is for",
        "Merge": "merging continuous streams is what Combine is for",
        "Zip": "zipping continuous streams is what Combine is for",
        "share": "a shared subscription has other subscribers a loop would not see",
        "multicast": "a multicast subscription has other subscribers a loop would not see",
        "makeConnectable": "a connectable publisher's connection is managed elsewhere",
        "autoconnect": "a connectable publisher's connection is managed elsewhere",
        "buffer": "explicit buffering and demand are what Combine is for",
    ]

    /// Classifies the chain bound to `publisher`.
    func kind(ofPublisher publisher: Range<CodePosition>) -> Kind {
        for p in publisher where source.codeToken(p).kind == .identifier {
            let name = source.text(ofCode: p)
            guard let reason = Self.keptOperators[name] else { continue }
            // `.debounce(…)` or `Publishers.Merge(…)`: a call, not a property (`\.zip`).
            let isCall = p + 1 < publisher.upperBound
                && [.leftParen, .leftBrace].contains(source.codeToken(p + 1).kind)
            let afterPeriod = p > publisher.lowerBound && source.codeToken(p - 1).kind == .period
            if isCall, afterPeriod || name.first?.isUppercase == true {
                return .kept(operator: name, reason: reason)
            }
        }
        if let collect = timedCollect(in: publisher) { return collect }
        let receive = lastReceive(in: publisher)
        if case .runLoopMain? = receive {
            return .kept(
                operator: "receive(on: RunLoop.main)",
                reason: "the main run loop delivers in its default mode, so values wait while the user scrolls or drags; the main actor would deliver them during the gesture")
        }
        if let receiver = strippingMainReceive(publisher) { return .mainActor(publisher: receiver) }
        switch receive {
        case .main(let call)?:
            return .mainActor(publisher: publisher, cut: followedByPureOperators(call, in: publisher) ? call : nil)
        case .other?:
            return .kept(operator: "receive(on:)", reason: "the sink runs on that scheduler, which a Task would not keep")
        case .runLoopMain?, nil: break
        }
        if endsWith(publisher, ["first", "(", ")"]) || endsWith(publisher, ["prefix", "(", "1", ")"]) {
            return .firstValue
        }
        return .plain
    }

    /// Whether the chain's last `.receive(on:)` delivers on the main queue or the main run
    /// loop, whatever the rules do with it (a chain Combine keeps delivers there too).
    func deliversOnMain(_ publisher: Range<CodePosition>) -> Bool {
        switch lastReceive(in: publisher) {
        case .main?, .runLoopMain?: return true
        case .other?, nil: return false
        }
    }

    /// The scheduler the chain's last `.receive(on:)` names when it is none of the main ones
    /// (`receiveOnQueue`, `DispatchQueue.global()`): the sink's closures ran there, on purpose.
    /// (OpenCombine's wrappers of the main ones, `RunLoop.main.ocombine`, are main ones.)
    func otherDeliveringScheduler(_ publisher: Range<CodePosition>) -> String? {
        guard case .other(let scheduler)? = lastReceive(in: publisher) else { return nil }
        let wrapped = scheduler.hasSuffix(".ocombine") ? String(scheduler.dropLast(".ocombine".count)) : scheduler
        return Self.mainQueue.contains("on:" + wrapped) || wrapped == "RunLoop.main" ? nil : scheduler
    }

    /// Where a `.receive(on:)` delivers: the main queue (with the call's code, `.` to `)`),
    /// the main run loop (in its default mode), or another scheduler (its argument's code).
    private enum Scheduler { case main(call: Range<CodePosition>), runLoopMain, other(String) }

    /// The scheduler of the last `.receive(on:)` in the chain, if there is one.
    private func lastReceive(in publisher: Range<CodePosition>) -> Scheduler? {
        var found: Scheduler?
        for p in publisher where source.codeToken(p, is: "receive") {
            guard p > publisher.lowerBound, source.codeToken(p - 1).kind == .period, p + 1 < publisher.upperBound,
                source.codeToken(p + 1).kind == .leftParen
            else { continue }
            guard let close = source.partner(ofCode: p + 1), close > p else { continue }
            let arguments = text(of: (p + 2)..<close).filter { !$0.isWhitespace }
            let isMain = Self.mainQueue.contains(where: { arguments == $0 || arguments.hasPrefix($0 + ",") })
            let isRunLoop = arguments == "on:RunLoop.main" || arguments.hasPrefix("on:RunLoop.main,")
            let scheduler = text(of: min(p + 4, close)..<close).trimmingCharacters(in: .whitespacesAndNewlines)
            found = isMain ? .main(call: (p - 1)..<(close + 1)) : isRunLoop ? .runLoopMain : .other(scheduler)
        }
        return found
    }

    /// `receive(on:)` arguments that deliver on the main queue (`.main` is
    /// `DispatchQueue.main` where the scheduler's type is `DispatchQueue`).
    static let mainQueue = ["on:DispatchQueue.main", "on:.main"]

    /// Operators that run no code of the caller's (no closure, no key path): after a
    /// `receive(on: main)` they may as well run on the sending thread.
    static let pureOperators: Set<String> = [
        "removeDuplicates", "dropFirst", "prefix", "first", "eraseToAnyPublisher", "replaceNil", "replaceError",
        "setFailureType", "ignoreOutput", "last", "count",
    ]

    /// Whether everything after `call` (up to the chain's end) is `.operator(…)` calls of
    /// `pureOperators` with no closure or key path in their arguments, and no comment sits in
    /// the call or before it on its line (leaving it out would drop the comment).
    private func followedByPureOperators(_ call: Range<CodePosition>, in publisher: Range<CodePosition>) -> Bool {
        var p = call.upperBound
        while p < publisher.upperBound {
            guard source.codeToken(p).kind == .period, p + 2 < publisher.upperBound,
                Self.pureOperators.contains(text(of: (p + 1)..<(p + 2))),
                source.codeToken(p + 2).kind == .leftParen
            else { return false }
            guard let close = source.partner(ofCode: p + 2), close > p + 2, close < publisher.upperBound else { return false }
            for q in (p + 3)..<close where [.leftBrace, .backslash].contains(source.codeToken(q).kind) { return false }
            p = close + 1
        }
        let first = source.tokenIndex(of: call.lowerBound - 1) + 1
        let last = source.tokenIndex(of: call.upperBound - 1)
        return !(first...last).contains { source.tokens[$0].kind.isComment }
    }

    private func timedCollect(in publisher: Range<CodePosition>) -> Kind? {
        for p in publisher where source.codeToken(p, is: "collect") {
            if p + 2 < publisher.upperBound, source.codeToken(p + 1).kind == .leftParen {
                let argument = source.text(ofCode: p + 2)
                if argument == "." || argument == "Publishers" {
                    return .kept(operator: "collect", reason: "time-based operators are what Combine is for")
                }
            }
        }
        return nil
    }

    /// The chain without a last `.receive(on: DispatchQueue.main)` /
    /// `DispatchQueue.main, options: …`, if it ends with one.
    func strippingMainReceive(_ publisher: Range<CodePosition>) -> Range<CodePosition>? {
        guard publisher.count > 6, source.codeToken(publisher.upperBound - 1).kind == .rightParen else { return nil }
        guard let open = source.partner(ofCode: publisher.upperBound - 1), open - 2 >= publisher.lowerBound,
            source.codeToken(open - 1, is: "receive"), source.codeToken(open - 2).kind == .period
        else { return nil }
        let arguments = text(of: (open + 1)..<(publisher.upperBound - 1)).filter { !$0.isWhitespace }
        guard Self.mainQueue.contains(where: { arguments == $0 || arguments.hasPrefix($0 + ",") }) else { return nil }
        return publisher.lowerBound..<(open - 2)
    }

    private func endsWith(_ range: Range<CodePosition>, _ words: [String]) -> Bool {
        guard range.count > words.count else { return false }
        let start = range.upperBound - words.count
        guard source.codeToken(start - 1).kind == .period else { return false }
        return words.enumerated().allSatisfy { source.text(ofCode: start + $0.offset) == $0.element }
    }

    // MARK: Text

    func text(of range: Range<CodePosition>) -> String { source.text(ofCode: range) }

    /// The text of `range` without the code `cut` (a call in it) and the space before it.
    func text(of range: Range<CodePosition>, cutting cut: Range<CodePosition>?) -> String {
        guard let cut, cut.lowerBound > range.lowerBound, cut.upperBound <= range.upperBound else { return text(of: range) }
        let bytes = source.byteRange(ofCode: range)
        let keptEnd = source.codeToken(cut.lowerBound - 1).end
        let resume = source.codeToken(cut.upperBound - 1).end
        return String(decoding: source.bytes[bytes.lowerBound..<keptEnd] + source.bytes[resume..<bytes.upperBound], as: UTF8.self)
    }

    /// Whether the closure's `in` list starts with a capture list: `[weak self] value in`.
    /// A closure's parameter list as one parameter: `completion`, `(completion)` or
    /// `(completion: Subscribers.Completion<Error>)` give `completion` (and the type written);
    /// a list of several (`(a, b)`) stays whole, with no type.
    static func singleParameter(_ parameters: String) -> (name: String, type: String?) {
        var name = parameters
        if name.hasPrefix("("), name.hasSuffix(")"), !name.dropFirst().dropLast().contains(",") {
            name = String(name.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        guard let colon = name.firstIndex(of: ":") else { return (name, nil) }
        let type = name[name.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return (name[..<colon].trimmingCharacters(in: .whitespaces), type)
    }

    static func splitParameters(_ text: String) -> (captures: String?, parameters: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") else { return (nil, trimmed) }
        let captures = String(trimmed[...close])
        let rest = trimmed[trimmed.index(after: close)...].trimmingCharacters(in: .whitespacesAndNewlines)
        return (captures, rest.isEmpty ? "_" : rest)
    }
}

import Foundation
import Tokenizer
