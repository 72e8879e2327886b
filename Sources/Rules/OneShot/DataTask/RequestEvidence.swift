import Tokenizer
import Foundation
import Structure

/// Whether the argument of `dataTaskPublisher(for:)` is a `URL` or a `URLRequest`:
/// `data(from:)` takes the one, `data(for:)` the other.
///
/// First from the value's type as the run declares it (`CodeView.valueType`, over the
/// run's `TypeTable`): a parameter, local or property declared with the type, an
/// initializer `URL(…)`/`URLRequest(…)`, a method's declared result (`API.get(url:)` with
/// `static func get(…) -> URLRequest` in another file), a property required by a protocol
/// the type conforms to. Then, for the values of types the run does not declare, from the
/// way they are made: a `URL` method (`appendingPathComponent`, `appending(path:)`…),
/// `.url`/`.absoluteURL`, followed through local declarations and the enclosing type's
/// properties. Anything else: unknown.
struct RequestEvidence {
    enum Kind { case url, request }

    let view: CodeView
    let function: PublisherFunction
    /// What the run's files declare (empty while a file is surveyed on its own).
    let types: TypeTable

    private static let urlMethods: Set<String> = [
        "appendingPathComponent", "appending", "appendingPathExtension", "deletingLastPathComponent",
        "deletingPathExtension", "standardized", "resolvingSymlinksInPath",
    ]
    private static let urlProperties: Set<String> = ["url", "absoluteURL", "baseURL", "standardizedFileURL"]

    /// The kind of the expression at `range`, or nil when nothing says.
    func kind(of range: Range<CodePosition>, depth: Int = 0) -> Kind? {
        guard !range.isEmpty, depth < 4 else { return nil }
        if let kind = kind(of: view.valueType(of: range, at: range.lowerBound, types: types)) { return kind }
        var end = range.upperBound
        while end > range.lowerBound + 1, view.kind(end - 1) == .postfixOperator, view.text(end - 1) == "!" { end -= 1 }
        let first = range.lowerBound
        if end - first == 1, view.kind(first) == .identifier {
            return kind(ofName: view.text(first), at: first, depth: depth)
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

    private func kind(of type: ValueType) -> Kind? {
        switch type.typeName {
        case "URL" where type != .metatype("URL"): return .url
        case "URLRequest" where type != .metatype("URLRequest"): return .request
        default: return nil
        }
    }

    /// A local (its initializer) or a property of the enclosing type.
    private func kind(ofName name: String, at p: CodePosition, depth: Int) -> Kind? {
        if let local = view.localDeclarations(visibleAt: p)[name] {
            return local.position.flatMap { kind(ofDeclarationAt: $0, depth: depth) }
        }
        return kind(ofProperty: name, depth: depth)
    }

    /// `name: Type`, `name = expression`, `name: Type = expression` at `p`.
    private func kind(ofDeclarationAt p: CodePosition, depth: Int) -> Kind? {
        if view.kind(p + 1) == .colon {
            return view.typeReference(at: p + 2).flatMap { kind(of: .instance($0)) }
        }
        guard view.kind(p + 1) == .binaryOperator, view.text(p + 1) == "=" else { return nil }
        let start = p + 2
        var q = start
        while q < view.endPosition, q == start || !view.startsStatement(q) {
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
                if view.kind(p) == .keyword, view.isAny(p, of: ["let", "var"]), view.text(p + 1) == name {
                    return kind(ofDeclarationAt: p + 1, depth: depth)
                }
                p += 1
            }
        }
        return nil
    }
}
