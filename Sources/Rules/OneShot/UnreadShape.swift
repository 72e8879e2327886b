import Core
import Structure
import Tokenizer

/// A publisher function or computed property that makes a `Future` or a
/// `dataTaskPublisher(for:)` chain no one-shot rule reads as its shape, and a `Future` or
/// `dataTaskPublisher(for:)` made anywhere else (in a closure, in a function that does not
/// return it). It stays as it is, but not in silence: a note says what the rules read, so
/// that a team looking for what is left finds it (with `--verbose`).
///
///     func glucose() -> AnyPublisher<[Glucose], Never> {
///         Future { promise in … }
///             .timeout(180, scheduler: queue)      note: … its `Future` is followed by
///             .replaceError(with: [])              `.timeout`, which the one-shot rules
///             .eraseToAnyPublisher()               do not follow …
///     }
enum UnreadShape {
    /// The notes of a file: for each publisher function no one-shot rule planned (`plans`),
    /// each one the rules do not read (generic, `async`, another publisher type), and each
    /// computed publisher property, whose code makes a `Future` or calls
    /// `dataTaskPublisher(for:)`; and for each such call in no publisher declaration's body.
    /// Computed once per file version.
    static func notes(in source: TokenizedSource, plans: [OneShotPlan]) -> [Diagnostic] {
        source.analyses.value(UnreadShapeNotesKey.self) {
            guard CombineImplementation.fileReason(path: source.path) == nil else { return [] }
            let view = CodeView(source)
            let planned = Set(plans.map(\.function.funcKeyword))
            var notes: [Diagnostic] = []
            for function in PublisherFunction.all(in: source) where !planned.contains(function.funcKeyword) {
                guard let (rule, message, at) = reason(body: function.bodyOpen, function.bodyClose, name: "`\(function.key)`", view)
                else { continue }
                notes.append(Diagnostic(.note, at: view.offset(at), message, rule: rule))
            }
            let sites = view.combineSites()
            for site in sites where site.kind == .publisherProperty {
                guard let open = site.body, let close = view.partner(open),
                    let (rule, _, at) = reason(body: open, close, name: "`\(site.name)`", view)
                else { continue }
                let message = "`\(site.name)` is a computed property, and the one-shot rules migrate functions (an async property reads `var \(site.name): T { get async throws }`); left as it is"
                notes.append(Diagnostic(.note, at: view.offset(at), message, rule: rule))
            }
            for site in sites where site.kind == .publisherFunction {
                guard let open = site.body, let close = view.partner(open),
                    case .failure(let unread) = PublisherFunction.reading(at: site.position, view), let why = unread.reason,
                    let (rule, _, _) = reason(body: open, close, name: "", view)
                else { continue }
                let message = "`\(site.name)`: \(why); left as it is"
                notes.append(Diagnostic(.note, at: view.offset(site.position), message, rule: rule))
            }
            for site in sites where site.declaration == nil {
                guard let rule = makingRule(site, view) else { continue }
                let name = site.kind == .future ? "`Future`" : "`dataTaskPublisher(for:)`"
                let message = "\(name) here is \(SitePlace.phrase(at: site.position, view)); the one-shot rules migrate a function that returns it (`-> AnyPublisher<T, E>`\(site.kind == .future ? " or `-> Future<T, E>`" : "")): make it one to migrate it; left as it is"
                notes.append(Diagnostic(.note, at: view.offset(site.position), message, rule: rule))
            }
            return notes.sorted { $0.offset < $1.offset }
        }
    }

    /// The rule the code between `open` and `close` is closest to, what it does not read,
    /// and where: nil when it makes no `Future` and calls no `dataTaskPublisher(for:)`, or
    /// declares a function of its own (whose body is that function's business).
    private static func reason(body open: CodePosition, _ close: CodePosition, name: String, _ view: CodeView) -> (String, String, CodePosition)? {
        var future: CodePosition?
        var dataTask: CodePosition?
        for p in (open + 1)..<close {
            if view.kind(p) == .keyword, view.isWord(p, "func") { return nil }
            guard view.kind(p) == .identifier else { continue }
            if future == nil, view.isWord(p, "Future"), view.kind(p - 1) != .period || view.isWord(p - 2, "Combine") {
                let after = view.genericArgumentsEnd(p + 1) ?? (p + 1)
                if view.kind(after) == .leftBrace || view.kind(after) == .leftParen { future = p }
            }
            if dataTask == nil, view.isWord(p, "dataTaskPublisher"), view.kind(p + 1) == .leftParen, view.isWord(p + 2, "for") {
                dataTask = p
            }
        }
        if let dataTask {
            return (
                DataTaskAsync.id,
                "\(name): its `dataTaskPublisher(for:)` chain is not what it returns as `datatask-async` reads it (`return <session>.dataTaskPublisher(for: x)` and operators, or `let p = <that chain>` directly followed by `return p`); left as it is",
                dataTask
            )
        }
        guard let future else { return nil }
        if let op = operatorAfter(future: future, body: open, close, view) {
            return (
                FutureContinuation.id,
                "\(name): its `Future` is followed by `.\(view.text(op))`, which the one-shot rules do not follow (only `.eraseToAnyPublisher()`); left as it is",
                op
            )
        }
        return (
            FutureContinuation.id,
            "\(name): its `Future` is not what it returns as the one-shot rules read it (`return Future { … }`, maybe inside `Deferred { … }`, then `.eraseToAnyPublisher()`); left as it is",
            future
        )
    }

    /// The rule a `Future` (`future-continuation`) or `dataTaskPublisher(for:)` call
    /// (`datatask-async`) is closest to; nil for any other site.
    private static func makingRule(_ site: CombineSite, _ view: CodeView) -> String? {
        switch site.kind {
        case .future: return FutureContinuation.id
        case .dataTaskPublisher: return view.isWord(site.position + 2, "for") ? DataTaskAsync.id : nil
        default: return nil
        }
    }

    /// The first operator other than `.eraseToAnyPublisher()` after a `Future { … }` (or a
    /// `Deferred { Future { … } }`) that starts the body's last statement, if it does.
    private static func operatorAfter(future p: CodePosition, body open: CodePosition, _ close: CodePosition, _ view: CodeView) -> CodePosition? {
        guard let start = view.statements(in: (open + 1)..<close).last?.lowerBound else { return nil }
        var first = view.isWord(start, "return") ? start + 1 : start
        var end: CodePosition?
        if view.isWord(first, "Deferred"), view.kind(first + 1) == .leftBrace, let deferredClose = view.partner(first + 1) {
            end = deferredClose
            first += 2
        }
        guard first == p else { return nil }
        let brace = view.genericArgumentsEnd(p + 1) ?? (p + 1)
        guard view.kind(brace) == .leftBrace, let futureClose = view.partner(brace) else { return nil }
        guard case .success(let operators) = view.chainOperators(from: (end ?? futureClose) + 1, to: close) else { return nil }
        return operators.first { $0.name != "eraseToAnyPublisher" }?.position
    }
}

/// The unread-shape notes of a file version, found once for the one-shot rules.
private enum UnreadShapeNotesKey: FileAnalysisKey { typealias Value = [Diagnostic] }
