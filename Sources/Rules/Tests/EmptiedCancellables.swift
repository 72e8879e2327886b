import Core
import Structure
import Tokenizer

/// The `private` cancellable collections of a file that only the `sink`s of the tests
/// `expectation-async` rewrites stored into (`.store(in: &cancellables)`): once those tests
/// await their values, nothing uses them, and their declarations go. A collection any other
/// code of its type names (a `setUp` that empties it, another test's `sink`, in the type or
/// an extension of it) stays; one that is not `private` may be used by another file, and
/// stays too. Another test class's collection of the same name is not this one.
struct EmptiedCancellables {
    static let declarations: [Template] = [
        "private var :[[n]] = Set<AnyCancellable>()",
        "private var :[[n]]: Set<AnyCancellable> = []",
        "private var :[[n]] = [AnyCancellable]()",
        "private var :[[n]]: [AnyCancellable] = []",
    ].map { try! Template($0) }

    /// The declarations to remove, given the `sink` statements of the tests rewritten.
    static func declarations(in source: TokenizedSource, emptiedBy subscriptions: [Range<CodePosition>]) -> [Range<CodePosition>] {
        guard !subscriptions.isEmpty, source.mayContainName(Array("AnyCancellable".utf8)) else { return [] }
        let view = CodeView(source)
        let matcher = Matcher(source)
        var removed: [Range<CodePosition>] = []
        for template in declarations {
            for match in matcher.matches(of: template) where view.startsStatement(match.code.lowerBound) {
                guard let name = match.text(of: "n", in: source), let type = view.enclosingType(of: match.code.lowerBound),
                    type.open == view.enclosingBrace(of: match.code.lowerBound)
                else { continue }
                // Every other mention of the name where the `private` property can be
                // reached (its type's body, extensions of a type of that name) is a rewritten
                // `sink`'s `&name`; another type's property of that name is another property.
                let body = type.open..<(view.partner(type.open) ?? view.endPosition)
                let mentions = view.positions.filter {
                    view.kind($0) == .identifier && view.text($0) == name && !match.code.contains($0)
                        && (body.contains($0) || isInExtension(of: type.simpleName, $0, view))
                }
                guard !mentions.isEmpty, mentions.allSatisfy({ p in subscriptions.contains { $0.contains(p) } }) else { continue }
                removed.append(match.code)
            }
        }
        return removed
    }

    /// Whether `p` is in an extension of a type whose last name component is `name` (any
    /// such, nested or not: more code counted, never less).
    private static func isInExtension(of name: String, _ p: CodePosition, _ view: CodeView) -> Bool {
        var type = view.enclosingType(of: p)
        while let current = type {
            if current.keyword == "extension", current.simpleName == name { return true }
            type = view.enclosingType(of: current.open)
        }
        return false
    }
}
