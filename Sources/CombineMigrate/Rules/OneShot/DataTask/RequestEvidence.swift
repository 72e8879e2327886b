import Foundation

/// Whether the argument of `dataTaskPublisher(for:)` is a `URL` or a `URLRequest`, from
/// what the file says about it: `data(from:)` takes the one, `data(for:)` the other.
///
/// Evidence, read conservatively: `URL(…)`, `URLRequest(…)`, a `URL` method
/// (`appendingPathComponent`, `appending(path:)`…), `.url`/`.url!`/`.absoluteURL`; a name
/// declared with such an initializer or type — a parameter, a local `let`/`var`,
/// `guard let`/`if let`, or a property of the enclosing type. Anything else: unknown.
struct RequestEvidence {
    enum Kind { case url, request }

    let view: CodeView
    let function: PublisherFunction
    /// Declarations after this position do not count.
    let before: Int

    private static let urlMethods: Set<String> = [
        "appendingPathComponent", "appending", "appendingPathExtension", "deletingLastPathComponent",
        "deletingPathExtension", "standardized", "resolvingSymlinksInPath",
    ]
    private static let urlProperties: Set<String> = ["url", "absoluteURL", "baseURL", "standardizedFileURL"]

    /// The kind of the expression at `range`, or nil when nothing says.
    func kind(of range: Range<Int>, depth: Int = 0) -> Kind? {
        guard !range.isEmpty, depth < 4 else { return nil }
        var end = range.upperBound
        while end > range.lowerBound + 1, view.kind(end - 1) == .postfixOperator, view.text(end - 1) == "!" { end -= 1 }
        let first = range.lowerBound
        if view.kind(first + 1) == .leftParen, view.partner(first + 1) == end - 1 {
            if view.isWord(first, "URL") { return .url }
            if view.isWord(first, "URLRequest") { return .request }
        }
        if end - first == 1, view.kind(first) == .identifier {
            return kind(ofName: view.text(first), depth: depth)
        }
        if end - first == 3, view.isWord(first, "self"), view.kind(first + 1) == .period {
            return kind(ofProperty: view.text(first + 2), depth: depth)
        }
        // `….url`, `….appendingPathComponent(…)`
        if view.kind(end - 2) == .period, view.isAny(end - 1, Self.urlProperties) { return .url }
        if view.kind(end - 1) == .rightParen, let open = view.partner(end - 1), view.kind(open - 2) == .period,
            view.isAny(open - 1, Self.urlMethods)
        {
            return .url
        }
        return nil
    }

    private func kind(ofType type: String) -> Kind? {
        switch type.trimmingCharacters(in: .whitespaces) {
        case "URL", "Foundation.URL": return .url
        case "URLRequest", "Foundation.URLRequest": return .request
        default: return nil
        }
    }

    /// A parameter, the last local declaration before the chain, or a property.
    private func kind(ofName name: String, depth: Int) -> Kind? {
        var found: Kind?? = nil
        var p = function.bodyOpen + 1
        while p < before {
            if view.kind(p) == .keyword, view.isAny(p, ["let", "var"]), view.text(p + 1) == name {
                found = .some(kind(ofDeclarationAt: p + 1, depth: depth))
            }
            p += 1
        }
        if let found { return found }
        if let parameter = function.parameters.first(where: { $0.name == name }) { return kind(ofType: parameter.type) }
        return kind(ofProperty: name, depth: depth)
    }

    /// `name: Type`, `name = expression`, `name: Type = expression` at `p`.
    private func kind(ofDeclarationAt p: Int, depth: Int) -> Kind? {
        if view.kind(p + 1) == .colon {
            var q = p + 2
            var type = ""
            while q < view.count, view.kind(q) == .identifier || view.kind(q) == .period {
                type += view.text(q)
                q += 1
            }
            return kind(ofType: type)
        }
        guard view.kind(p + 1) == .binaryOperator, view.text(p + 1) == "=" else { return nil }
        let start = p + 2
        var q = start
        while q < view.count, q == start || !view.startsStatement(q) {
            if view.kind(q) == .comma || view.kind(q) == .semicolon || view.isWord(q, "else") || view.kind(q) == .leftBrace { break }
            q = view.atomEnd(q)
        }
        return kind(of: start..<q, depth: depth + 1)
    }

    /// A stored property of the enclosing type (or of its other bodies in the file).
    private func kind(ofProperty name: String, depth: Int) -> Kind? {
        guard let type = function.enclosingType else { return nil }
        let bodies = view.typeBodies()[type.simpleName] ?? []
        for open in bodies {
            guard let close = view.partner(open) else { continue }
            var p = open + 1
            while p < close {
                if view.kind(p) == .leftBrace, let end = view.partner(p) {
                    p = end + 1
                    continue
                }
                if view.kind(p) == .keyword, view.isAny(p, ["let", "var"]), view.text(p + 1) == name {
                    return kind(ofDeclarationAt: p + 1, depth: depth)
                }
                p += 1
            }
        }
        return nil
    }
}
