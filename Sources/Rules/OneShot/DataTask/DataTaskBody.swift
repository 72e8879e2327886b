import Structure
import Tokenizer

/// The statements that replace a `dataTaskPublisher` chain, built operator by operator.
///
/// The value flowing down the chain is first the request itself (not awaited yet, so the
/// first operator chooses how its `(Data, URLResponse)` is bound), then an expression.
/// Transforms (`map`, `tryMap`, `decode`) bind or extend it; once they are done, the value
/// is returned, and each error handler (`mapError`, `replaceError`, `catch`, `retry`)
/// wraps everything before it in `do`/`catch`. Lines are kept relative to the statement's
/// indentation until `render`.
struct DataTaskBody {
    let view: CodeView
    let function: PublisherFunction
    let chain: DataTaskChain
    let style: FileStyle
    let request: RequestEvidence.Kind
    /// The module deploys below `data(for:)`: the request is the support file's
    /// `backDeployedData(for:)`/`(from:)`.
    let backDeployed: Bool

    enum Value {
        case request
        /// `isName`: a plain identifier, usable as it is anywhere.
        case expression([String], isName: Bool)
    }

    var lines: [String] = []
    var value = Value.request
    var canFail = true
    var typed = false
    /// Names the function already uses: fresh names avoid them.
    var taken: Set<String> = []
    /// Carried comments (as `//` lines) waiting for the next statement.
    var pending: [String] = []
    /// Byte ranges copied verbatim into `lines`, and the comments already carried.
    var copied: [Range<ByteOffset>] = []
    var carried: Set<TokenIndex> = []
    var absorbedUpTo: ByteOffset

    var source: TokenizedSource { view.source }

    init(
        view: CodeView, function: PublisherFunction, chain: DataTaskChain, style: FileStyle, request: RequestEvidence.Kind,
        backDeployed: Bool
    ) {
        self.view = view
        self.function = function
        self.chain = chain
        self.style = style
        self.request = request
        self.backDeployed = backDeployed
        absorbedUpTo = view.offset(chain.replaced.lowerBound)
        let closures = chain.operators.compactMap { op in op.closure.flatMap { open in view.partner(open).map { open...$0 } } }
        // Member names (`\.data`, `.url`) never clash with a local, nor do the labels of
        // the result type (`-> AnyPublisher<(data: Data, response: URLResponse), Error>`).
        let returnType = function.arrow..<function.returnTypeEnd
        for p in function.parametersOpen..<function.bodyClose where view.kind(p) == .identifier && view.kind(p - 1) != .period {
            if !returnType.contains(p), !closures.contains(where: { $0.contains(p) }) { taken.insert(view.text(p)) }
        }
    }

    /// The whole replacement, or why the chain is left alone.
    mutating func build() throws -> (range: Range<ByteOffset>, text: String) {
        var handler: String?
        for op in chain.operators {
            switch op.name {
            case "eraseToAnyPublisher", "receive", "subscribe":
                guard op.closure == nil, op.name == "eraseToAnyPublisher" || view.argumentLabel(op) == "on" else {
                    throw SkipReason(at: op.position, "`.\(op.name)` is not the operator this rule knows")
                }
                absorbComments(after: op)
            case "map", "tryMap", "decode":
                if let handler {
                    throw SkipReason(at: op.position, "`.\(op.name)` after `.\(handler)` would need its value outside the `do`/`catch`")
                }
                try transform(op)
            case "mapError" where isUpcast(op):
                absorbComments(after: op)
            case "mapError", "replaceError", "catch", "retry":
                if handler == nil { returnValue() }
                handler = handler ?? op.name
                try handle(op)
            default:
                throw SkipReason(at: op.position, "`.\(op.name)` has no async equivalent this rule knows")
            }
        }
        if handler == nil { returnValue() }
        absorbComments(upTo: view.end(chain.replaced.upperBound - 1))
        keepURLError()
        lines = pending + lines
        pending = []
        return try render()
    }

    // MARK: Transforms

    private mutating func transform(_ op: DataTaskChain.Operator) throws {
        if op.name == "decode" { return try decode(op) }
        if let open = op.closure {
            let closure = try InlinedClosure.read(open: open, view).get()
            if case .request = value, let name = closure.memberOfParameter(view) {
                return try member(of: [name], op)
            }
            return try inline(closure, op)
        }
        guard let arguments = op.arguments, !arguments.isEmpty else {
            throw SkipReason(at: op.position, "`.\(op.name)` without a closure or key path")
        }
        if view.kind(arguments.lowerBound) == .backslash {
            // `\.data`, `\.a.b`
            var components: [String] = []
            var p = arguments.lowerBound + 1
            while p + 1 < arguments.upperBound, view.kind(p) == .period, view.isName(p + 1) {
                components.append(view.text(p + 1))
                p += 2
            }
            guard p == arguments.upperBound, !components.isEmpty else {
                throw SkipReason(at: op.position, "`.\(op.name)` with a key path this rule does not follow")
            }
            return try member(of: components, op)
        }
        // A function reference: `map(Self.parse)`, `tryMap(validate)`.
        guard arguments.allSatisfy({ view.isName($0) || view.kind($0) == .period }) else {
            throw SkipReason(at: op.position, "`.\(op.name)` with an argument this rule does not follow")
        }
        let name = nameOfValue(op)
        let call = text(arguments) + "(" + name + ")"
        value = .expression([(op.name == "tryMap" ? "try " : "") + call], isName: false)
    }

    /// `map(\.data)`, `map { $0.response }`, `map { $0.0 }` (the output's tuple elements by
    /// position: `0` is `data`, `1` is `response`), `map(\.name)`.
    private mutating func member(of components: [String], _ op: DataTaskChain.Operator) throws {
        if case .request = value {
            let first = components.first.map { ["0": "data", "1": "response"][$0] ?? $0 }
            guard let first, first == "data" || first == "response" else {
                throw SkipReason(at: op.position, "`.\(op.name)` reads `\(components[0])`, not `data` or `response`")
            }
            let name = fresh(first)
            let binding = requestLines(pattern: first == "data" ? "(\(name), _)" : "(_, \(name))")
            absorbComments(after: op)
            emit(binding)
            let rest = components.dropFirst()
            value = .expression([([name] + rest).joined(separator: ".")], isName: rest.isEmpty)
            return
        }
        let name = nameOfValue(op)
        value = .expression([([name] + components).joined(separator: ".")], isName: false)
    }

    /// `tryMap { data, response in …; return x }`: the statements, then `x` as the value.
    private mutating func inline(_ closure: InlinedClosure, _ op: DataTaskChain.Operator) throws {
        var substitutions: [CodePosition: String] = [:]
        var current: String?
        if case .expression(let expression, true) = value { current = expression.first }
        for name in closure.parameters where name != "_" && name != current && taken.contains(name) {
            throw SkipReason(at: closure.open, "the closure's parameter `\(name)` is also a name in the function")
        }
        if let clash = closure.declared.sorted().first(where: { taken.contains($0) }) {
            throw SkipReason(at: closure.open, "the closure declares `\(clash)`, also a name in the function")
        }
        var binding: [String] = []
        switch value {
        case .request:
            if closure.parameters.count == 2 {
                // A parameter the closure does not use is bound to `_` (no unused constant).
                let names = closure.parameters.map { closure.uses(of: $0, view).isEmpty ? "_" : $0 }
                binding = requestLines(pattern: names == ["_", "_"] ? "_" : "(\(names[0]), \(names[1]))")
            } else if closure.parameters.count == 1 {
                let name = closure.parameters[0]
                binding = requestLines(pattern: name == "_" ? "_" : "\(name): (data: Data, response: URLResponse)")
            } else if closure.anonymous.contains(1) {
                let data = fresh("data")
                let response = fresh("response")
                binding = requestLines(pattern: "(\(data), \(response))")
                for p in closure.uses(of: "$0", view) { substitutions[p] = data }
                for p in closure.uses(of: "$1", view) { substitutions[p] = response }
            } else if closure.anonymous == [0] {
                let output = fresh("output")
                binding = requestLines(pattern: "\(output): (data: Data, response: URLResponse)")
                for p in closure.uses(of: "$0", view) { substitutions[p] = output }
            } else {
                binding = requestLines(pattern: "_")
            }
        case .expression(let expression, let isName):
            guard closure.parameters.count <= 1, closure.anonymous.isSubset(of: [0]) else {
                throw SkipReason(at: closure.open, "the closure takes more parameters than its value has")
            }
            if let name = closure.parameters.first {
                if name == "_" {
                    binding = prefixed("_ = ", expression)
                } else if !(isName && expression == [name]) {
                    binding = prefixed("let \(name) = ", expression)
                }
            } else if closure.anonymous == [0] {
                let name = nameOfValue(op)
                for p in closure.uses(of: "$0", view) { substitutions[p] = name }
            } else {
                binding = prefixed("_ = ", expression)
            }
        }
        taken.formUnion(closure.parameters)
        taken.formUnion(closure.declared)
        // The statements (with the comments before them and before `return`), then the result.
        let statements = statements(of: closure, substitutions)
        let result = resultLines(of: closure, substitutions)
        absorbComments(after: op)
        emit(binding + statements)
        let isName = closure.result.count == 1 && view.kind(closure.result.lowerBound) == .identifier
        value = .expression(result, isName: isName)
    }

    /// `decode(type: T.self, decoder: d)` → `try d.decode(T.self, from: value)`.
    private mutating func decode(_ op: DataTaskChain.Operator) throws {
        guard let arguments = op.arguments, op.closure == nil else {
            throw SkipReason(at: op.position, "`.decode` without `type:` and `decoder:`")
        }
        let parts = view.splitTopLevel(from: arguments.lowerBound, to: arguments.upperBound)
        guard parts.count == 2, view.isWord(parts[0].lowerBound, "type"), view.isWord(parts[1].lowerBound, "decoder"),
            parts.allSatisfy({ view.kind($0.lowerBound + 1) == .colon && $0.count > 2 })
        else {
            throw SkipReason(at: op.position, "`.decode` without `type:` and `decoder:`")
        }
        guard case .expression(let expression, let isName) = value else {
            throw SkipReason(at: op.position, "`.decode` of the whole response (not its `data`)")
        }
        let type = (parts[0].lowerBound + 2)..<parts[0].upperBound
        let decoder = (parts[1].lowerBound + 2)..<parts[1].upperBound
        var decoderText = text(decoder)
        if !view.isPostfixExpression(decoder) { decoderText = "(" + decoderText + ")" }
        var from = expression.first ?? ""
        if expression.count > 1 || !(isName || isPostfixText(from)) {
            from = fresh("body")
            emit(prefixed("let \(from) = ", expression))
        }
        copied.append(source.byteRange(ofCode: type))
        copied.append(source.byteRange(ofCode: decoder))
        absorbComments(after: op)
        value = .expression(["try \(decoderText).decode(\(text(type)), from: \(from))"], isName: false)
    }

    // MARK: The value

    /// `let (data, _) = try await session.data(from: url)`.
    private mutating func bindRequest(_ pattern: String) {
        emit(requestLines(pattern: pattern))
    }

    mutating func requestLines(pattern: String) -> [String] {
        prefixed(pattern == "_" ? "_ = " : "let \(pattern) = ", requestCall())
    }

    /// `try await session.data(for: request)` (`backDeployedData(for:)` below iOS 15).
    mutating func requestCall() -> [String] {
        // In an extension of `URLSession`, `self.`: a local `data` must not shadow `data(from:)`.
        let session = chain.session.isEmpty ? "self." : text(chain.session) + "."
        let method = backDeployed ? "backDeployedData" : "data"
        let label = request == .url ? "from" : "for"
        let argument = verbatim(source.byteRange(ofCode: chain.request), indentAt: view.offset(chain.request.lowerBound), [:])
        var lines = prefixed("try await \(session)\(method)(\(label): ", argument)
        lines[lines.count - 1] += ")"
        return lines
    }

    /// The value as a name, binding it first when it is not one.
    private mutating func nameOfValue(_ op: DataTaskChain.Operator) -> String {
        switch value {
        case .request:
            let name = fresh("output")
            bindRequest("\(name): (data: Data, response: URLResponse)")
            value = .expression([name], isName: true)
            return name
        case .expression(let expression, let isName):
            if isName, let name = expression.first { return name }
            let name = fresh("value")
            emit(prefixed("let \(name) = ", expression))
            value = .expression([name], isName: true)
            return name
        }
    }

    /// Ends the transforms: `return <value>` — or, for a value that discards one (`_ = try
    /// decode(…)`, a closure's last expression of type `()`), that statement alone.
    private mutating func returnValue() {
        switch value {
        case .request: emit(prefixed("return ", requestCall()))
        case .expression(let expression, _) where expression.first?.hasPrefix("_ = ") == true: emit(expression)
        case .expression(let expression, _): emit(prefixed("return ", expression))
        }
    }

    mutating func emit(_ statement: [String]) {
        lines += pending + statement
        pending = []
    }

    /// A name not used in the function: `base`, then `base2`, `base3`…
    mutating func fresh(_ base: String) -> String {
        var name = base
        var n = 2
        while taken.contains(name) {
            name = base + String(n)
            n += 1
        }
        taken.insert(name)
        return name
    }
}
