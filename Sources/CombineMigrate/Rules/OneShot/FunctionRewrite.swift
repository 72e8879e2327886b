/// The edits that turn a planned function into an `async` function: its signature, its
/// body (the rule's edits and the `just-fail` returns, which that rule emits itself), and
/// its bridge for callers that stay in Combine.
///
/// A function that is neither `public` nor `open` becomes `async` in place, and its bridge,
/// `<name>Publisher(…)`, is added after it when a caller needs one. A `public`/`open`
/// function keeps its publisher signature (callers outside the run may use it): the `async`
/// function is added before it, under the same name, and its body becomes the bridge.
struct FunctionRewrite {
    let plan: OneShotPlan
    let migration: OneShotPlan.Migration
    let source: TokenizedSource
    let style: FileStyle
    let run: RunContext

    private var function: PublisherFunction { plan.function }

    func edits(rule: String) -> [Edit] {
        let indent = Indentation.ofLine(containing: token(function.funcKeyword).start, in: source.bytes)
        let needsBridge = run.oneShot.functions[function.key]?.needsBridge ?? false
        if function.isPublic {
            // The async function first, then the publisher function with a bridge body.
            let start = token(function.start).start
            let end = token(function.bodyClose).end
            let asyncFunction = Edit.apply(
                Edit.nonOverlapping([signature(rule: rule)] + migration.bodyEdits + migration.justFail)
                    .map { $0.shifted(by: -start) },
                to: Array(source.bytes[start..<end]))
            let inserted = String(decoding: asyncFunction, as: UTF8.self) + style.lineEnding + style.lineEnding + indent
            let body = token(function.bodyOpen).end..<token(function.bodyClose).start
            return [
                Edit(range: start..<start, replacement: inserted, rule: rule),
                Edit(range: body, replacement: style.lineEnding + bridgeBody(indent: indent) + style.lineEnding + indent, rule: rule),
            ]
        }
        var edits = [signature(rule: rule)] + migration.bodyEdits
        if needsBridge {
            let end = token(function.bodyClose).end
            edits.append(Edit(range: end..<end, replacement: style.lineEnding + style.lineEnding + bridge(indent: indent), rule: rule))
        }
        return edits
    }

    private func token(_ p: Int) -> Token { source.codeToken(p) }

    private func text(_ range: Range<Int>) -> String { String(decoding: source.bytes[range], as: UTF8.self) }

    /// `-> AnyPublisher<T, E>` → `async throws -> T`.
    private func signature(rule: String) -> Edit {
        let range = source.byteRange(ofCode: function.arrow..<function.returnTypeEnd)
        var effects = "async"
        if migration.throwing {
            effects += FailureType.isUntyped(function.failure) ? " throws" : " throws(\(function.failure))"
        }
        let isVoid = ["Void", "()", "Swift.Void"].contains(function.output)
        return Edit(range: range, replacement: isVoid ? effects : "\(effects) -> \(function.output)", rule: rule)
    }

    /// The bridge declaration: the function's attributes and modifiers, its parameters as
    /// written, its publisher type, and a body deriving the publisher from the async function.
    private func bridge(indent: String) -> String {
        let head = text(token(function.start).start..<token(function.funcKeyword).start)
        let parameters = text(source.byteRange(ofCode: function.parametersOpen..<(function.parametersClose + 1)))
        let returnType = text(source.byteRange(ofCode: (function.arrow + 1)..<function.returnTypeEnd))
        let name = function.name + "Publisher"
        return [
            indent + "/// The Combine bridge to `\(function.key)`, for callers not migrated yet.",
            indent + head + "func \(name)\(parameters) -> \(returnType) {",
            bridgeBody(indent: indent),
            indent + "}",
        ].joined(separator: style.lineEnding)
    }

    /// `Deferred { Future { promise in Task { … try await self.f(…) … } } }`, lazy like a
    /// request publisher; a `Future` return type gets the `Future` alone.
    private func bridgeBody(indent: String) -> String {
        let unit = style.indentUnit
        let receiver = function.enclosingType == nil ? "" : "self."
        let arguments = function.parameters.map { $0.label == "_" ? $0.name : "\($0.label): \($0.name)" }
        let call = "\(receiver)\(function.name)(\(arguments.joined(separator: ", ")))"
        let future = function.returnKind == .future
        let base = indent + unit + (future ? "" : unit)
        var lines: [String] = []
        if !future { lines.append(indent + unit + "Deferred {") }
        lines.append(base + "Future { promise in")
        lines.append(base + unit + "Task {")
        let inner = base + unit + unit
        if migration.throwing {
            let typed = FailureType.isUntyped(function.failure) ? "" : " throws(\(function.failure))"
            lines.append(inner + "do\(typed) {")
            lines.append(inner + unit + "promise(.success(try await \(call)))")
            lines.append(inner + "} catch {")
            lines.append(inner + unit + "promise(.failure(error))")
            lines.append(inner + "}")
        } else {
            lines.append(inner + "promise(.success(await \(call)))")
        }
        lines.append(base + unit + "}")
        lines.append(base + "}")
        if !future {
            lines.append(indent + unit + "}")
            lines.append(indent + unit + ".eraseToAnyPublisher()")
        }
        return lines.joined(separator: style.lineEnding)
    }
}

extension Edit {
    func shifted(by delta: Int) -> Edit {
        Edit(
            range: (range.lowerBound + delta)..<(range.upperBound + delta), replacement: replacement, rule: ruleID,
            helpers: helpers)
    }
}
