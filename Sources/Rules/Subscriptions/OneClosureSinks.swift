import Core
import Structure
import Tokenizer

/// The `sink` functions of one closure the run declares (Canvas's and SpotifyAPI's
/// `sink(receiveCompletion:)` on publishers of `Void`):
///
///     extension Future where Output == Void {
///         func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
///             sink(receiveCompletion: receiveCompletion, receiveValue: {})
///         }
///     }
///
/// A trailing closure `p.sink { completion in … }` may call one of them: its closure is then a
/// completion handler, not the value closure of Combine's `sink(receiveValue:)`, and which
/// one a call picks depends on the publisher's type, which the rules do not know. Such a
/// `sink` stays, saying so.
struct OneClosureSinks: RunFacts {
    static let none = OneClosureSinks(declared: [])
    /// Each one's parameter label (`receiveCompletion`, `_`) and the type it extends (`Future`,
    /// `Publisher`; "" outside an extension).
    let declared: Set<Declared>
    /// Those the run declares, by the number of the module whose file declares them (nil: a
    /// file no module of the project holds).
    var byModule: [Int?: Set<Declared>] = [:]
    var anchorNames: [String] { [] }

    struct Declared: Hashable, Sendable {
        var label: String
        var type: String
    }

    /// Why the trailing-closure `sink` after `publisher` stays, if it may call one of them: one
    /// declared on `Future` only where the chain may end in a `Future` (not after an operator,
    /// which makes a publisher of another type, nor on `$property` or `objectWillChange`).
    /// `types`: the run's declarations, where a preparation read them (`OneShotIndex`).
    func reason(forSinkAfter publisher: Range<CodePosition>, in view: CodeView, types: TypeTable) -> String? {
        let callable = declared.filter { Self.may(publisher, be: $0.type, in: view, types: types) }
        guard !callable.isEmpty else { return nil }
        let names = Set(callable.map { "`\($0.type).sink(\($0.label):)`" }).sorted().joined(separator: ", ")
        return "the run declares a `sink` of one closure (\(names)), which this trailing closure may call: "
            + "not Combine's `sink(receiveValue:)`, and its closure may be a completion handler"
    }

    /// Whether the chain may be of the type `type` a `sink` is declared on: any publisher for
    /// one on `Publisher`; else where the run's declarations tell the chain's type, that one;
    /// where they do not, a chain whose last link is no operator of Combine's (each makes a
    /// publisher of its own type), no initializer of another type, nor a `@Published`
    /// property's projection or `objectWillChange`. Never for a function of no type.
    private static func may(_ publisher: Range<CodePosition>, be type: String, in view: CodeView, types: TypeTable) -> Bool {
        if type.isEmpty { return false }
        if type == "Publisher" { return true }
        if case .instance(let known) = view.valueType(of: publisher, at: publisher.lowerBound, types: types) { return known.name == type }
        var q = publisher.upperBound - 1
        while q > publisher.lowerBound, [.rightParen, .rightBrace, .rightBracket].contains(view.kind(q)), let open = view.partner(q) {
            q = open - 1
        }
        if view.kind(q) == .projectedIdentifier || view.isWord(q, "objectWillChange") { return false }
        // An initializer of another type (`Publishers.CombineLatest(a, b)`, `Just(1)`).
        if view.kind(q) == .identifier, view.text(q).first?.isUppercase == true, view.text(q) != type { return false }
        return !(view.kind(q - 1) == .period && operators.contains(view.text(q)))
    }

    /// Combine's operators: each makes a publisher of its own type (`Publishers.Map`…).
    private static let operators: Set<String> = [
        "map", "tryMap", "compactMap", "tryCompactMap", "filter", "tryFilter", "flatMap", "scan", "tryScan", "reduce",
        "tryReduce", "collect", "receive", "subscribe", "eraseToAnyPublisher", "dropFirst", "drop", "prefix", "first",
        "tryFirst", "last", "tryLast", "removeDuplicates", "debounce", "throttle", "delay", "share", "handleEvents",
        "print", "breakpoint", "replaceError", "replaceNil", "replaceEmpty", "prepend", "append", "merge", "combineLatest",
        "zip", "assertNoFailure", "retry", "timeout", "catch", "tryCatch", "mapError", "setFailureType", "switchToLatest",
        "ignoreOutput", "decode", "encode", "output", "count", "contains", "allSatisfy", "min", "max", "multicast",
        "makeConnectable", "autoconnect",
        // Members of Foundation's types that make Combine's publishers.
        "publisher", "dataTaskPublisher",
    ]
}

extension RunContext {
    /// The run's one-closure `sink` functions (`OneClosureSinks`) that `source`'s code sees:
    /// those of its module, of the project's modules it imports, and of those whose files a
    /// target of its module builds too (as `nameScope(of:)` looks names up).
    func oneClosureSinks(of source: TokenizedSource) -> OneClosureSinks {
        let byModule = self[OneClosureSinks.self].byModule
        guard !byModule.isEmpty else { return .none }
        let own = project.moduleNumber(ofPath: source.path)
        let imports = CodeView(source).importedModules
        let sharing = own.map(project.modulesSharingTargets(with:)) ?? []
        let visible = byModule.filter { number, _ in
            number == own || number.map { imports.contains(project.modules[$0].name) || sharing.contains($0) } == true
        }
        return OneClosureSinks(declared: visible.values.reduce(into: []) { $0.formUnion($1) })
    }
}

extension CodeView {
    /// Whether the `sink` after the publisher `p` of a subscription takes a trailing closure
    /// (`p.sink { … }`), not a parenthesized argument list.
    func isTrailingSink(after publisher: Range<CodePosition>) -> Bool {
        isWord(publisher.upperBound + 1, "sink") && kind(publisher.upperBound + 2) == .leftBrace
    }
}

/// Builds the run's `OneClosureSinks` from the files that declare a `func sink(`.
struct OneClosureSinksPreparation: RunPreparation {
    var anchors: Anchors { Anchors(allOf: ["func", "sink"]) }

    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        let view = CodeView(source)
        var declared: Set<OneClosureSinks.Declared> = []
        for p in view.positions where view.isWord(p, "func") && view.isWord(p + 1, "sink") {
            let open = view.genericArgumentsEnd(p + 2) ?? (p + 2)
            guard view.kind(open) == .leftParen, let close = view.partner(open) else { continue }
            let parameters = view.splitTopLevel(from: open + 1, to: close)
            guard parameters.count == 1, let parameter = parameters.first, !parameter.isEmpty else { continue }
            let type = view.enclosingType(of: p).map { CodeView.TypeDeclaration.lastComponent(of: $0.name) } ?? ""
            declared.insert(OneClosureSinks.Declared(label: view.text(parameter.lowerBound), type: type))
        }
        return declared.isEmpty ? nil : Found(path: source.path, declared: declared)
    }

    /// What a file declares, and where.
    private struct Found: Sendable {
        var path: String?
        var declared: Set<OneClosureSinks.Declared>
    }

    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        var byModule: [Int?: Set<OneClosureSinks.Declared>] = [:]
        for case let found as Found in surveys {
            byModule[run.project.moduleNumber(ofPath: found.path), default: []].formUnion(found.declared)
        }
        var facts = OneClosureSinks(declared: byModule.values.reduce(into: []) { $0.formUnion($1) })
        facts.byModule = byModule
        run[OneClosureSinks.self] = facts
    }
}
