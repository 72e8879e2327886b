import Core
import Foundation
import Structure
import Tokenizer
/// A `receiveCompletion` closure read as its two branches: the code for `.finished` (it
/// goes after the loop) and the code for `.failure(let e)` (it goes in `catch`); and, around
/// them, what a one-shot caller's Task can also carry: a leading
/// `guard let self else { return }`, and code common to both, after the branches or in a
/// leading `defer { … }` (it goes after the `do`/`catch`).
struct CompletionHandler {
    struct Branches {
        var finished: String?
        /// The `.finished` and `.failure` code's ranges (code positions).
        var finishedCode: Range<CodePosition>?
        var failureCode: Range<CodePosition>?
        var failure: String?
        /// The name the failure code gives the error, when it uses it.
        var failureName: String?
        /// Code both branches end with: the statements after the `switch` (or `if`), then a
        /// leading `defer`'s — unless a branch returns (`branchReturns`): then the `defer`
        /// statement itself is `deferred`, to be put where each branch starts.
        var common: String?
        var deferred: String?
        var deferCode: Range<CodePosition>?
        /// The code ranges of the common code (code positions).
        var commonCode: [Range<CodePosition>] = []
        /// The handler starts with `guard let self else { return }` (or `guard let strongSelf =
        /// self …`): the name it binds, and the statement's text.
        var selfGuard: (name: String, text: String)?
        /// Whether a branch leaves the handler early (`return`), which would skip common code
        /// that a `defer` ran anyway.
        var branchReturns = false
        /// The byte ranges the branches carry over.
        var carried: [Range<ByteOffset>]
        /// The handler's capture list, if it has one (`[weak self]`).
        var captures: String?
        /// Whether the branches use `self`.
        var usesSelf = false
        /// The handler's parameter is `_`: all its code is common code.
        var ignoresCompletion = false
    }

    enum Reading {
        case success(Branches)
        case failure(String)
    }

    let branches: Reading

    /// The shapes of handler the rule follows; `c` is the handler's parameter, `f` the
    /// `.finished` code and `b` the `.failure` code, `e` the failure's name.
    private static let shapes: [Template] = [
        "switch :[[c]] { case .finished: :[f?] case .failure(let :[[e]]): :[b?] }",
        "switch :[[c]] { case .finished: :[f?] case let .failure(:[[e]]): :[b?] }",
        "switch :[[c]] { case .failure(let :[[e]]): :[b?] case .finished: :[f?] }",
        "switch :[[c]] { case let .failure(:[[e]]): :[b?] case .finished: :[f?] }",
        "switch :[[c]] { case .finished: :[f?] case .failure: :[b?] }",
        "switch :[[c]] { case .failure: :[b?] case .finished: :[f?] }",
        "switch :[[c]] { case .finished: :[f?] case .failure(_): :[b?] }",
        "switch :[[c]] { case .failure(_): :[b?] case .finished: :[f?] }",
        "switch :[[c]] { case .failure(let :[[e]]): :[b?] default: :[f?] }",
        "switch :[[c]] { case .finished: :[f?] default: :[b?] }",
        "if case .failure(let :[[e]]) = :[[c]] { :[b?] }",
        "if case let .failure(:[[e]]) = :[[c]] { :[b?] }",
        "if case .failure(let :[[e]]) = :[[c]] { :[b?] } else { :[f?] }",
        "if case let .failure(:[[e]]) = :[[c]] { :[b?] } else { :[f?] }",
        "if case .finished = :[[c]] { :[f?] }",
        "if case .finished = :[[c]] { :[f?] } else { :[b?] }",
        "switch :[[c]] { case .failure: :[b?] default: :[f?] }",
        "switch :[[c]] { case .failure(_): :[b?] default: :[f?] }",
        "if case .failure = :[[c]] { :[b?] }",
        "if case .failure = :[[c]] { :[b?] } else { :[f?] }",
    ].map { try! Template($0) }

    /// The shapes that take the handler's whole rest (no common code can follow them).
    private static let wholeRestShapes: [Template] = [
        "guard case .failure(let :[[e]]) = :[[c]] else { return } :[b?]",
        "guard case let .failure(:[[e]]) = :[[c]] else { return } :[b?]",
        "guard case .failure(let :[[e]]) = :[[c]] else { :[f] return } :[b?]",
        "guard case let .failure(:[[e]]) = :[[c]] else { :[f] return } :[b?]",
        "guard case .failure = :[[c]] else { return } :[b?]",
        "guard case .failure = :[[c]] else { :[f] return } :[b?]",
    ].map { try! Template($0) }

    init?(source: TokenizedSource, match: Match, style: FileStyle, indent: String) {
        guard let parameterRange = match.bindings["cparams"], let body = match.bindings["cbody"] else { return nil }
        let split = SubscriptionSite.splitParameters(source.text(ofCode: parameterRange))
        // `(completion) in` and `(completion: Subscribers.Completion<E>) in` name it too.
        let parameter = SubscriptionSite.singleParameter(split.parameters).name
        var branches = Branches(carried: [source.byteRange(ofCode: parameterRange)], captures: split.captures)
        if body.isEmpty {
            self.branches = .success(branches)
            return
        }
        let view = CodeView(source)
        let branchIndent = TaskLoop.branchIndent(indent, unit: style.indentUnit)
        func text(_ range: Range<CodePosition>) -> String {
            let bytes = source.byteRange(ofCode: range)
            branches.carried.append(bytes)
            let from = Array(Indentation.ofLine(containing: bytes.lowerBound, in: source.bytes).utf8)
            return Indentation.reindent(Array(source.bytes[bytes]), from: from, to: Array(branchIndent.utf8))
        }
        if parameter == "_" || !Self.mentions(parameter, in: body, source) {
            // The same code on finishing and on failing: all of it is common code.
            branches.common = text(body)
            branches.commonCode = [body]
            branches.ignoresCompletion = parameter == "_"
            branches.usesSelf = body.contains { source.codeToken($0, is: "self") }
            self.branches = .success(branches)
            return
        }
        var statements = view.statements(in: body)
        if let first = statements.first, let name = view.guardLetSelfName(first), statements.count > 1 {
            branches.selfGuard = (name, text(first))
            statements.removeFirst()
        }
        var deferred: Range<CodePosition>?
        var deferStatement: Range<CodePosition>?
        if let first = statements.first, view.isWord(first.lowerBound, "defer"), view.kind(first.lowerBound + 1) == .leftBrace,
            view.partner(first.lowerBound + 1) == first.upperBound - 1, statements.count > 1
        {
            deferred = (first.lowerBound + 2)..<(first.upperBound - 1)
            deferStatement = first
            statements.removeFirst()
        }
        guard let head = statements.first else { return nil }
        let matcher = Matcher(source)
        var found: Match?
        var rest = body.upperBound..<body.upperBound
        for (index, shape) in (Self.shapes + Self.wholeRestShapes).enumerated() {
            let whole = matcher.match(shape, at: head.lowerBound, end: body.upperBound)
            let first = index >= Self.shapes.count ? nil : matcher.match(shape, at: head.lowerBound, end: head.upperBound)
            guard let candidate = whole ?? first, candidate.text(of: "c", in: source) == parameter else { continue }
            found = candidate
            if whole == nil { rest = head.upperBound..<body.upperBound }
            break
        }
        guard let found else { return nil }
        branches.usesSelf = body.contains { source.codeToken($0, is: "self") }
        for (hole, keyPath) in [("f", \Branches.finished), ("b", \Branches.failure)] {
            guard let range = found.bindings[hole], !range.isEmpty else { continue }
            if Self.mentions(parameter, in: range, source) {
                self.branches = .failure("the completion handler uses `\(parameter)` beyond `.finished` and `.failure`; migrate it by hand")
                return
            }
            if view.statements(in: range).count == 1, view.isWord(range.lowerBound, "break"), range.count == 1 {
                branches.carried.append(source.byteRange(ofCode: range))
                continue
            }
            if let position = Self.switchBreak(in: range, view) {
                let location = source.lineMap.location(of: view.offset(position))
                self.branches = .failure("the completion handler's `break` at \(location.line):\(location.column) leaves the `switch`, which a `do`/`catch` has not; migrate it by hand")
                return
            }
            if !view.ownReturns(in: range).isEmpty { branches.branchReturns = true }
            branches[keyPath: keyPath] = text(range)
            if hole == "f" { branches.finishedCode = range } else { branches.failureCode = range }
        }
        let common = [rest, deferred].compactMap { $0 }.filter { !$0.isEmpty }
        for range in common where Self.mentions(parameter, in: range, source) {
            self.branches = .failure("the completion handler uses `\(parameter)` beyond `.finished` and `.failure`; migrate it by hand")
            return
        }
        branches.commonCode = common
        if let deferStatement, branches.branchReturns {
            // A branch's `return` skips what follows the branches, not a `defer`.
            branches.deferred = text(deferStatement)
            branches.deferCode = deferStatement
            if !rest.isEmpty { branches.common = text(rest) }
        } else if !common.isEmpty {
            branches.common = common.map(text).joined(separator: style.lineEnding + branchIndent)
        }
        if let name = found.text(of: "e", in: source), let failureCode = found.bindings["b"],
            Self.mentions(name, in: failureCode, source)
        {
            branches.failureName = name
        }
        self.branches = .success(branches)
    }

    private static func mentions(_ name: String, in range: Range<CodePosition>, _ source: TokenizedSource) -> Bool {
        range.contains { source.codeToken($0).kind == .identifier && source.text(ofCode: $0) == name }
    }

    /// A `break` of the handler's `switch` inside a branch (in an `if`, say), if there is one.
    private static func switchBreak(in range: Range<CodePosition>, _ view: CodeView) -> CodePosition? {
        let container = view.enclosingBrace(of: range.lowerBound)
        return range.first { p in
            view.isWord(p, "break") && view.kind(p) == .keyword
                && (view.lineBreakBefore(p + 1) || view.kind(p + 1) != .identifier)
                && !view.enclosingBraces(of: p, inside: container).contains { open in
                    view.isLoopBody(open) || view.opensOwnCode(open)
                        || view.statementHead(ofBrace: open).map { view.isWord($0, "switch") } == true
                }
        }
    }
}
