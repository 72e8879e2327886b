import Core
import Structure
import Tokenizer

/// A function declared to return a publisher — `func f(…) -> AnyPublisher<T, E> { … }` or
/// `-> Future<T, E>` — read from its tokens: what the one-shot rules (`datatask-async`,
/// `future-task`, `future-continuation`) migrate, and what its bridge and callers need.
package struct PublisherFunction {
    enum ReturnKind: String { case anyPublisher = "AnyPublisher", future = "Future" }

    struct Parameter {
        /// The argument label, `_` for none.
        var label: String
        var name: String
        /// The type as written (`URLRequest`, `@escaping () -> Void`).
        var type: String
        /// Whether it has a default value, so that a call may leave it out.
        var hasDefault = false
    }

    /// Code positions: the first attribute or modifier, `func`, the name.
    var start: CodePosition
    package var funcKeyword: CodePosition
    package var name: String
    var parameters: [Parameter]
    /// The parameter list's `(` and `)`.
    var parametersOpen: CodePosition
    var parametersClose: CodePosition
    /// `->`, and the end (exclusive) of the return type.
    var arrow: CodePosition
    var returnTypeEnd: CodePosition
    var returnKind: ReturnKind
    /// The publisher's `Output` and `Failure` types as written.
    var output: String
    var failure: String
    /// The body's `{` and `}`.
    package var bodyOpen: CodePosition
    package var bodyClose: CodePosition
    /// The modifiers and attributes before `func`, as words (`public`, `static`, `@MainActor`).
    var modifiers: [String]
    /// The type the function is declared in (`class`, `Repository`), if any.
    var enclosingType: CodeView.TypeDeclaration?

    /// Declared in a type and not `static` or `class`: called on an instance, `self`.
    var isInstanceMember: Bool { enclosingType != nil && !modifiers.contains("static") && !modifiers.contains("class") }

    var labels: [String] { parameters.map(\.label) }
    var key: String { "\(name)(\(labels.map { $0 + ":" }.joined()))" }
    /// `public` or `open`, written or from a `public extension` (unless it says otherwise).
    var isPublic: Bool {
        if modifiers.contains("public") || modifiers.contains("open") { return true }
        guard let type = enclosingType, type.keyword == "extension", type.modifiers.contains("public") else { return false }
        return !modifiers.contains { ["private", "fileprivate", "internal", "package"].contains($0) }
    }

    /// `private` or `fileprivate`, written or from its type's or extension's declaration:
    /// code in other files cannot call it.
    var isFilePrivate: Bool {
        let closed = ["private", "fileprivate"]
        return modifiers.contains(where: closed.contains) || enclosingType?.modifiers.contains(where: closed.contains) == true
    }

    /// The async function's name: the publisher's without its `Publisher` suffix
    /// (`userPublisher(id:)` → `user(id:)`, `fetchTodosPublisher()` → `fetchTodos()`); nil
    /// when nothing would be left but a bare verb or `publisher` itself, which say nothing of
    /// the value (`makePublisher()`, `publisher()`).
    static func asyncName(of name: String) -> String? {
        let suffix = "Publisher"
        guard name.hasSuffix(suffix) else { return name == "publisher" ? nil : name }
        let base = String(name.dropLast(suffix.count))
        guard !base.isEmpty, !bareVerbs.contains(base), base.first?.isLowercase == true || base.first == "_" else { return nil }
        return base
    }

    private static let bareVerbs: Set<String> = [
        "make", "create", "get", "build", "new", "start", "run", "perform", "execute", "load", "fetch", "request",
    ]

    /// The words of the return types: a file without them declares no such function.
    static let anchors = Anchors(anyOf: ["AnyPublisher", "Future"])

    /// Every function of the file declared to return `AnyPublisher<T, E>` or `Future<T, E>`,
    /// with a body, outermost first.
    package static func all(in source: TokenizedSource) -> [PublisherFunction] {
        guard source.mayContainName(Array("AnyPublisher".utf8)) || source.mayContainName(Array("Future".utf8)) else {
            return []
        }
        // Read once per file version: the survey of the module types and the rules share it.
        return source.analyses.value(PublisherFunctionsKey.self) {
            let view = CodeView(source)
            var found: [PublisherFunction] = []
            for p in view.positions where view.kind(p) == .keyword && view.isWord(p, "func") {
                if let function = read(at: p, view) { found.append(function) }
            }
            return found
        }
    }

    /// The declaration whose `func` is at `p`, if it returns a publisher and has a body.
    static func read(at p: CodePosition, _ view: CodeView) -> PublisherFunction? {
        try? reading(at: p, view).get()
    }

    /// Why a declaration is not one the one-shot rules read: `reason` says what of it they do
    /// not follow (for a note), nil when it is no function with a body at all.
    struct Unread: Error {
        var reason: String?
    }

    /// The declaration whose `func` is at `p`, or why the one-shot rules do not read it.
    static func reading(at p: CodePosition, _ view: CodeView) -> Result<PublisherFunction, Unread> {
        let namePosition = p + 1
        guard view.kind(namePosition) == .identifier else { return .failure(Unread()) }
        guard view.kind(p + 2) == .leftParen, let close = view.partner(p + 2) else {
            return .failure(Unread(reason: "it is generic, and the one-shot rules migrate functions without type parameters"))
        }
        // `async`, `throws`, `rethrows` between `)` and `->`: not a publisher factory we follow.
        guard view.kind(close + 1) == .arrow else {
            return .failure(Unread(reason: "it is declared `\(view.text(close + 1))`, and the one-shot rules migrate a function whose only effect is its publisher"))
        }
        let arrow = close + 1
        let typeStart = arrow + 1
        let returnsPublisher = view.isWord(typeStart, "AnyPublisher") || view.isWord(typeStart, "Future")
        let typeEnd = view.genericArgumentsEnd(typeStart + 1)
        let arguments = typeEnd.map { view.splitTopLevel(from: typeStart + 2, to: $0 - 1) } ?? []
        guard returnsPublisher, let typeEnd, arguments.count == 2, view.kind(typeEnd) == .leftBrace else {
            // The type ends at the body, a `where` clause or the declaration's end (no body).
            let end = ((typeStart + 1)..<view.endPosition).first {
                view.kind($0) == .leftBrace || view.isWord($0, "where") || view.endsStatement(before: $0)
            } ?? view.endPosition
            guard view.kind(end) == .leftBrace || view.isWord(end, "where") else { return .failure(Unread()) }
            return .failure(Unread(reason: "it returns `\(view.source.text(ofCode: typeStart..<end))`, and the one-shot rules migrate a function returning `AnyPublisher<T, E>` or `Future<T, E>`"))
        }
        guard let bodyClose = view.partner(typeEnd) else { return .failure(Unread()) }
        guard let parameters = readParameters(view, open: p + 2, close: close) else {
            return .failure(Unread(reason: "it takes a variadic or `inout` parameter, which its callers' rewrite does not follow"))
        }
        let (start, modifiers) = readModifiers(view, before: p)
        let type = view.enclosingType(of: p)
        return .success(PublisherFunction(
            start: start, funcKeyword: p, name: view.text(namePosition), parameters: parameters,
            parametersOpen: p + 2, parametersClose: close, arrow: arrow, returnTypeEnd: typeEnd,
            returnKind: view.isWord(typeStart, "Future") ? .future : .anyPublisher,
            output: view.source.text(ofCode: arguments[0]), failure: view.source.text(ofCode: arguments[1]),
            bodyOpen: typeEnd, bodyClose: bodyClose, modifiers: modifiers, enclosingType: type))
    }

    /// `name(label:)` of the function whose `func` is at `p` (`_` for an unlabeled parameter).
    static func key(ofFuncAt p: CodePosition, _ view: CodeView) -> String? {
        guard view.kind(p + 1) == .identifier, view.kind(p + 2) == .leftParen, let close = view.partner(p + 2) else { return nil }
        var labels: [String] = []
        for piece in view.splitTopLevel(from: p + 3, to: close) {
            guard view.isName(piece.lowerBound) else { return nil }
            labels.append(view.text(piece.lowerBound))
        }
        return "\(view.text(p + 1))(\(labels.map { $0 + ":" }.joined()))"
    }

    /// `label name: Type = default` pieces; nil for a list the rules do not follow (a
    /// variadic or `inout` parameter, a missing name).
    private static func readParameters(_ view: CodeView, open: CodePosition, close: CodePosition) -> [Parameter]? {
        var parameters: [Parameter] = []
        for piece in view.splitTopLevel(from: open + 1, to: close) {
            guard let colon = piece.first(where: { view.kind($0) == .colon }) else { return nil }
            let names = Array(piece.lowerBound..<colon)
            guard names.allSatisfy({ view.isName($0) }), names.count == 1 || names.count == 2 else { return nil }
            var typeEnd = piece.upperBound
            let equals = (colon..<piece.upperBound).first(where: { view.kind($0) == .binaryOperator && view.text($0) == "=" })
            if let equals { typeEnd = equals }
            let type = view.source.text(ofCode: (colon + 1)..<typeEnd)
            guard !type.contains("..."), !type.hasPrefix("inout") else { return nil }
            let name = view.text(names.last!)
            parameters.append(Parameter(label: view.text(names.first!), name: name, type: type, hasDefault: equals != nil))
        }
        return parameters
    }

    /// The attributes and modifiers before `func` at `p`: where the declaration starts, and
    /// the words (`@MainActor` as one word; `private(set)` as `private`).
    private static func readModifiers(_ view: CodeView, before p: CodePosition) -> (CodePosition, [String]) {
        var start = p
        var words: [String] = []
        var q = p - 1
        while q >= .start {
            if view.kind(q) == .rightParen, let open = view.partner(q), view.kind(open - 1) == .identifier,
                view.kind(open - 2) == .atSign
            {
                // `@available(iOS 15, *)`
                words.insert("@" + view.text(open - 1), at: 0)
                start = open - 2
                q = open - 3
                continue
            }
            if view.kind(q) == .identifier || view.kind(q) == .keyword, view.kind(q - 1) == .atSign {
                words.insert("@" + view.text(q), at: 0)
                start = q - 1
                q -= 2
                continue
            }
            if CodeView.modifiers.contains(view.text(q)) || view.isWord(q, "class") && view.kind(q) == .keyword {
                if view.isWord(q, "class"), words.isEmpty, !view.isWord(p, "func") { break }
                words.insert(view.text(q), at: 0)
                start = q
                q -= 1
                continue
            }
            break
        }
        return (start, words)
    }
}

private enum PublisherFunctionsKey: FileAnalysisKey { typealias Value = [PublisherFunction] }
