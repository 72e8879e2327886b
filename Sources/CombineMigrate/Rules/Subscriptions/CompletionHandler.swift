/// A `receiveCompletion` closure read as its two branches: the code for `.finished` (it
/// goes after the loop) and the code for `.failure(let e)` (it goes in `catch`).
struct CompletionHandler {
    struct Branches {
        var finished: String?
        var failure: String?
        /// The name the failure code gives the error, when it uses it.
        var failureName: String?
        /// The byte ranges the branches carry over.
        var carried: [Range<Int>]
        /// The handler's capture list, if it has one (`[weak self]`).
        var captures: String?
        /// Whether the branches use `self`.
        var usesSelf = false
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
        "switch :[[c]] { case .failure(let :[[e]]): :[b?] default: :[f?] }",
        "switch :[[c]] { case .finished: :[f?] default: :[b?] }",
        "if case .failure(let :[[e]]) = :[[c]] { :[b?] }",
        "if case let .failure(:[[e]]) = :[[c]] { :[b?] }",
        "if case .failure(let :[[e]]) = :[[c]] { :[b?] } else { :[f?] }",
        "if case let .failure(:[[e]]) = :[[c]] { :[b?] } else { :[f?] }",
        "if case .finished = :[[c]] { :[f?] }",
        "if case .finished = :[[c]] { :[f?] } else { :[b?] }",
        "guard case .failure(let :[[e]]) = :[[c]] else { return } :[b?]",
        "guard case let .failure(:[[e]]) = :[[c]] else { return } :[b?]",
    ].map { try! Template($0) }

    init?(source: TokenizedSource, match: Match, style: FileStyle, indent: String) {
        guard let parameterRange = match.bindings["cparams"], let body = match.bindings["cbody"] else { return nil }
        let split = SubscriptionSite.splitParameters(
            String(decoding: source.bytes[source.byteRange(ofCode: parameterRange)], as: UTF8.self))
        let parameter = split.parameters
        if body.isEmpty {
            branches = .success(Branches(carried: [source.byteRange(ofCode: parameterRange)], captures: split.captures))
            return
        }
        guard parameter != "_" else {
            branches = .failure("the completion handler runs the same code on finishing and on failing; migrate it by hand")
            return
        }
        let matcher = Matcher(source)
        let branchIndent = TaskLoop.branchIndent(indent, unit: style.indentUnit)
        for shape in Self.shapes {
            guard let found = matcher.match(shape, at: body.lowerBound, end: body.upperBound),
                found.text(of: "c", in: source) == parameter
            else { continue }
            var branches = Branches(carried: [source.byteRange(ofCode: parameterRange)], captures: split.captures)
            branches.usesSelf = body.contains { source.token(Int(source.code[$0]), is: "self") }
            for (hole, keyPath) in [("f", \Branches.finished), ("b", \Branches.failure)] {
                guard let range = found.bindings[hole], !range.isEmpty else { continue }
                let bytes = source.byteRange(ofCode: range)
                let text = String(decoding: source.bytes[bytes], as: UTF8.self)
                if Self.mentions(parameter, in: range, source) {
                    self.branches = .failure("the completion handler uses `\(parameter)` beyond `.finished` and `.failure`; migrate it by hand")
                    return
                }
                branches.carried.append(bytes)
                if text == "break" { continue }
                let from = Array(Indentation.ofLine(containing: bytes.lowerBound, in: source.bytes).utf8)
                branches[keyPath: keyPath] = Indentation.reindent(Array(text.utf8), from: from, to: Array(branchIndent.utf8))
            }
            if let name = found.text(of: "e", in: source), let failureCode = found.bindings["b"],
                Self.mentions(name, in: failureCode, source)
            {
                branches.failureName = name
            }
            self.branches = .success(branches)
            return
        }
        return nil
    }

    private static func mentions(_ name: String, in range: Range<Int>, _ source: TokenizedSource) -> Bool {
        range.contains { source.codeToken($0).kind == .identifier && source.text(of: Int(source.code[$0])) == name }
    }
}
