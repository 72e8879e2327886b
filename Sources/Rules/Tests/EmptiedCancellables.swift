import Core
import Structure
import Tokenizer

/// The `private` cancellable collections of a file that only the `sink`s of the tests
/// `expectation-async` rewrites stored into (`.store(in: &cancellables)`): once those tests
/// await their values, nothing uses them, and their declarations go. A collection any other
/// code names (a `setUp` that empties it, another test's `sink`, code in any extension) stays;
/// one that is not `private` may be used by another file, and stays too. Only the body of
/// another type (another test class's collection of the same name) is not looked at: a
/// `private` member cannot be reached from there.
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
                // Every other mention of the name where the `private` property may be
                // reached is a rewritten `sink`'s `&name`: anywhere but in the body of another
                // type (not an extension, whose type may be this one's, nested in it or named
                // through a typealias), which holds another property of that name.
                let mentions = view.positions.filter {
                    view.kind($0) == .identifier && view.text($0) == name && !match.code.contains($0)
                        && !isInAnotherType($0, than: type.open, view)
                }
                guard !mentions.isEmpty, mentions.allSatisfy({ p in subscriptions.contains { $0.contains(p) } }) else { continue }
                removed.append(match.code)
            }
        }
        return removed
    }

    /// Whether `p` is in the body of a type other than the one whose body opens at `open`,
    /// and in no extension: the types around it, from the innermost out, are declarations
    /// (`class`, `struct`, `enum`, `actor`, `protocol`) and none is that one.
    private static func isInAnotherType(_ p: CodePosition, than open: CodePosition, _ view: CodeView) -> Bool {
        var type = view.enclosingType(of: p)
        guard type != nil else { return false }
        while let current = type {
            if current.keyword == "extension" || current.open == open { return false }
            type = view.enclosingType(of: current.open)
        }
        return true
    }
}
