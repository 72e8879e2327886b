import Structure
import Tokenizer

/// Where a publisher is made, as a note names it: inside a closure (passed to `flatMap`),
/// in a function whose result is not a publisher, in a property's value — the places the
/// one-shot rules, which migrate a function's returned publisher, do not read.
enum SitePlace {
    /// `inside a closure passed to `flatMap``, `in `load()``, `in the value of `x``, `at the
    /// top level`: the innermost code holding `p` other than a statement's block.
    static func phrase(at p: CodePosition, _ view: CodeView) -> String {
        var brace = view.enclosingBrace(of: p)
        while let open = brace {
            switch view.braceKind(open) {
            case .statement:
                brace = view.enclosingBrace(of: open)
                continue
            case .closure:
                if let callee = view.callee(ofClosure: open) {
                    return "inside a closure passed to `\(view.text(callee))`"
                }
                // `let fetch: (URL) -> … = { … }`, `fetch = { … }`.
                if view.kind(open - 1) == .binaryOperator, view.text(open - 1) == "=" {
                    let start = view.statementStart(holding: open)
                    let name = (start..<open).first {
                        view.kind($0) == .identifier && !CodeView.modifiers.contains(view.text($0))
                            && view.kind($0 - 1) != .period && view.kind($0 - 1) != .atSign && view.kind($0 + 1) != .period
                    }
                    if let name { return "inside the closure stored in `\(view.text(name))`" }
                }
                return "inside a closure"
            case .function:
                guard let function = view.functionDeclaration(open) else { return "in a function" }
                switch function.keyword {
                case "func":
                    let call = function.parameters.map { $0.count > 2 ? "(…)" : "()" } ?? "(…)"
                    return "in `\(function.name)\(call)`, not what it returns as a publisher"
                case "init": return "in an initializer"
                case "var", "let": return "in the computed property `\(function.name)`"
                default:
                    // An accessor: its property's.
                    if let property = view.enclosingFunction(of: open) { return "in the computed property `\(property.name)`" }
                    return "in an accessor"
                }
            case .type:
                return "in the value of a stored property"
            }
        }
        return "at the top level"
    }
}
