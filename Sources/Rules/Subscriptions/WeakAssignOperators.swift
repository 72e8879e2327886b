import Core
import Structure
import Tokenizer

/// The `assign(to:<label>:)` operators the run declares that do what `assign(to:on:)` does,
/// holding the object weakly (DuckDuckGo's `assign(to:onWeaklyHeld:)`):
///
///     func assign<T: AnyObject>(to keyPath: ReferenceWritableKeyPath<T, Output>, onWeaklyHeld object: T) -> AnyCancellable {
///         sink { [weak object] value in
///             object?[keyPath: keyPath] = value
///         }
///     }
///
/// A call of one is a subscription the rules read as an `assign(to:on:)` site: the Task's loop
/// holds the object weakly and sets the property through it, as the operator did. A label
/// the run also declares another `assign(to:…:)` with is none: which one a call picks is not
/// the rules' to tell.
struct WeakAssignOperators: RunFacts {
    static let none = WeakAssignOperators(labels: [])
    /// The second argument labels of those operators (`onWeaklyHeld`).
    let labels: Set<String>
    var anchorNames: [String] { [] }
}

extension RunContext {
    /// The labels of the run's weak `assign(to:…:)` operators (`WeakAssignOperators`).
    var weakAssignLabels: Set<String> { self[WeakAssignOperators.self].labels }
}

/// Builds the run's `WeakAssignOperators` from the files that declare an `assign` taking a
/// `ReferenceWritableKeyPath` and returning `AnyCancellable`.
struct WeakAssignPreparation: RunPreparation {
    var anchors: Anchors { Anchors(allOf: ["assign", "ReferenceWritableKeyPath", "AnyCancellable"]) }

    /// What a file declares: the labels of weak assigning operators, and those of the other
    /// `assign(to:…:)` functions.
    private struct Declared: Sendable {
        var weak: Set<String> = []
        var other: Set<String> = []
    }

    private static let declaration = try! Template(
        "func assign<:[generics]>(to :[[keyPath]]: ReferenceWritableKeyPath<:[root], Output>, :[[label]] :[[object]]: :[[type]]) -> AnyCancellable { :[body] }"
    )
    /// The body: one `sink` whose closure sets the property on the weakly held object.
    private static let bodies = [
        "sink { [weak :[[captured]]] :[[value]] in :[[target]]?[keyPath: :[[path]]] = :[[assigned]] }",
        "return sink { [weak :[[captured]]] :[[value]] in :[[target]]?[keyPath: :[[path]]] = :[[assigned]] }",
    ].map { try! Template($0) }

    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        let view = CodeView(source)
        let matcher = Matcher(source)
        var declared = Declared()
        var weak: Set<CodePosition> = []
        for match in matcher.matches(of: Self.declaration) {
            guard let label = match.text(of: "label", in: source), let body = match.bindings["body"] else { continue }
            if Self.assignsWeakly(match, body: body, matcher, source) {
                declared.weak.insert(label)
                weak.insert(match.code.lowerBound)
            }
        }
        // Every other `func assign(to:…:)`, whatever its shape, by its second label.
        for p in view.positions where view.isWord(p, "func") && view.isWord(p + 1, "assign") && !weak.contains(p) {
            let open = view.genericArgumentsEnd(p + 2) ?? (p + 2)
            guard view.kind(open) == .leftParen, let close = view.partner(open) else { continue }
            let parameters = view.splitTopLevel(from: open + 1, to: close)
            guard parameters.count == 2, view.isWord(parameters[0].lowerBound, "to") else { continue }
            declared.other.insert(view.text(parameters[1].lowerBound))
        }
        return declared.weak.isEmpty && declared.other.isEmpty ? nil : declared
    }

    /// Whether the body is the one `sink` that sets `object?[keyPath: keyPath]` to its value,
    /// `object` captured weakly: the names are the declaration's own.
    private static func assignsWeakly(_ declaration: Match, body: Range<CodePosition>, _ matcher: Matcher, _ source: TokenizedSource) -> Bool {
        guard let object = declaration.text(of: "object", in: source), let keyPath = declaration.text(of: "keyPath", in: source) else {
            return false
        }
        for template in bodies {
            guard let match = matcher.match(template, at: body.lowerBound, end: body.upperBound), match.code.upperBound == body.upperBound
            else { continue }
            let text = { match.text(of: $0, in: source) }
            return text("captured") == object && text("target") == object && text("path") == keyPath
                && text("value") != nil && text("assigned") == text("value")
        }
        return false
    }

    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        var weak: Set<String> = []
        var other: Set<String> = []
        for case let declared as Declared in surveys {
            weak.formUnion(declared.weak)
            other.formUnion(declared.other)
        }
        run[WeakAssignOperators.self] = WeakAssignOperators(labels: weak.subtracting(other))
    }
}
