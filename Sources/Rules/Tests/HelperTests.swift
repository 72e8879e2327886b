import Core
import Structure
import Tokenizer

/// Tests written as helpers: a function that waits on an expectation a `sink` fulfils, as a
/// test does, and that test methods call — SpotifyAPI's `albums()`, declared in an extension
/// of a protocol its test classes adopt, each class calling it from `func testAlbums() {
/// albums() }`. When every call of it in the run is the whole body of such a method (in its
/// file; none elsewhere), it migrates as a test does, and its callers become `async throws`
/// tests awaiting it: `@MainActor func testAlbums() async throws { try await albums() }`.
struct HelperTests: RunFacts {
    static let none = HelperTests(helpers: [:])
    /// By file path, the helpers of the file that migrate, by name.
    let helpers: [String: Set<String>]
    var anchorNames: [String] { [] }

    func migrates(_ name: String, in path: String?) -> Bool {
        path.map { helpers[$0]?.contains(name) == true } ?? false
    }

    /// A function of a test file that holds an expectation and a `sink` and whose calls are
    /// each the whole body of a test method: those methods' bodies (their `{`), and whether
    /// a caller's class says it is a test only through the module it is built in (it inherits
    /// from another class than `XCTestCase`).
    struct Candidate: Sendable {
        var name: String
        var callers: [CodePosition]
        var needsTestTarget: Bool
    }

    /// The functions of the file that would be helpers of its tests, or why one is not.
    static func candidates(in view: CodeView) -> [(function: CodeView.FunctionDeclaration, read: Result<Candidate, SkipReason>)] {
        var found: [(CodeView.FunctionDeclaration, Result<Candidate, SkipReason>)] = []
        for open in view.positions where view.kind(open) == .leftBrace {
            guard let outer = view.enclosingBrace(of: open), case .type = view.braceKind(outer), view.braceKind(open) == .function,
                let function = view.functionDeclaration(open), function.keyword == "func", !function.name.hasPrefix("test"),
                !function.modifiers.contains("static"), !function.modifiers.contains("class"),
                let close = view.partner(open), holdsExpectationAndSink((open + 1)..<close, view)
            else { continue }
            found.append((function, candidate(function, close: close, view)))
        }
        return found
    }

    private static func holdsExpectationAndSink(_ body: Range<CodePosition>, _ view: CodeView) -> Bool {
        var expectation = false
        var sink = false
        for p in body {
            if view.kind(p) == .period, view.isWord(p + 1, "sink") { sink = true }
            if view.isWord(p, "XCTestExpectation") || view.isWord(p, "expectation") && view.kind(p + 1) == .leftParen { expectation = true }
            if sink, expectation { return true }
        }
        return false
    }

    private static func candidate(_ function: CodeView.FunctionDeclaration, close: CodePosition, _ view: CodeView) -> Result<Candidate, SkipReason> {
        let name = function.name
        guard function.parameters?.count == 2, function.returnType == nil, !function.isAsync, !function.isThrowing else {
            return .failure(notATest(name, "it takes parameters, returns a value, or is `async` or `throws`"))
        }
        var callers: [CodePosition] = []
        var needsTestTarget = false
        for p in view.positions where view.kind(p) == .identifier && view.text(p) == name && mayReferToFunction(p, view) {
            guard let caller = callingTest(p, view) else {
                return .failure(notATest(name, "it is used (line \(view.source.lineMap.location(of: view.offset(p)).line)) where it is not the whole body of a test method"))
            }
            callers.append(caller.open)
            needsTestTarget = needsTestTarget || !caller.inheritsXCTestCase
        }
        guard !callers.isEmpty else { return .failure(notATest(name, "no test method of its file calls it")) }
        return .success(Candidate(name: name, callers: callers, needsTestTarget: needsTestTarget))
    }

    /// Whether the identifier at `p` may name a function of its type or the top level: on
    /// `self`, on a closure's anonymous parameter or a type of the file (`{ $0.pagesByName }`,
    /// `ScoreTests.pagesByName`), or used alone where no local name hides it — not a member
    /// of another value (`album.artists`, `spotify.availableMarkets()`), a label, or a
    /// declaration (`let albums`, `_ artist: Artist`, `for artist in`).
    private static func mayReferToFunction(_ p: CodePosition, _ view: CodeView) -> Bool {
        if view.kind(p - 1) == .period {
            return view.isWord(p - 2, "self") || view.kind(p - 2) == .dollarIdentifier
                || view.kind(p - 2) == .identifier && view.kind(p - 3) != .period && declaresType(view.text(p - 2), view)
        }
        guard view.isUse(p), view.kind(p + 1) != .colon, !view.isWord(p + 1, "in"),
            !view.isAny(p - 1, of: ["let", "var", "func", "for", "case"])
        else { return false }
        return view.localNames(visibleAt: p)[view.text(p)] == nil
    }

    private static func declaresType(_ name: String, _ view: CodeView) -> Bool {
        name.first?.isUppercase == true
            && view.positions.contains { view.kind($0) == .leftBrace && view.typeDeclaration($0)?.simpleName == name }
    }

    /// The test method whose whole body is the call at `p` (`name()` or `self.name()`): a
    /// `func testX()` of a class that inherits from another.
    private static func callingTest(_ p: CodePosition, _ view: CodeView) -> (open: CodePosition, inheritsXCTestCase: Bool)? {
        let start = view.kind(p - 1) == .period && view.isWord(p - 2, "self") ? p - 2 : p
        guard view.kind(p - 1) != .period || start == p - 2, view.kind(p + 1) == .leftParen, view.kind(p + 2) == .rightParen,
            let open = view.enclosingBrace(of: p), view.kind(start - 1) == .leftBrace, start - 1 == open,
            view.partner(open) == p + 3, let test = view.functionDeclaration(open), test.keyword == "func", test.name.hasPrefix("test"),
            test.parameters?.count == 2, test.returnType == nil, !test.modifiers.contains("static"), !test.modifiers.contains("class"),
            let type = view.enclosingType(of: open), type.open == view.enclosingBrace(of: open), type.keyword == "class",
            !type.inheritedNames.isEmpty
        else { return nil }
        return (open, type.inheritedNames.contains("XCTestCase"))
    }

    static func notATest(_ name: String, _ why: String) -> SkipReason {
        SkipReason(
            "not made an async test: `\(name)()` is not a test method but a helper of tests; it migrates when each of its calls in the "
                + "run is the whole body of a test method of its file (`func testX() { \(name)() }`), and \(why)", .note)
    }

    /// The edit that makes a caller `func testX() { helper() }` (its body's `{` at `open`) an
    /// `async throws` test awaiting the helper: `@MainActor` unless its class is on the main
    /// actor, and `available` (an `@available` attribute) where its module needs one.
    static func callerRewrite(_ open: CodePosition, _ view: CodeView, module: ModuleTypes?, available: String?) -> Edit? {
        guard let test = view.functionDeclaration(open), let head = view.statementHead(ofBrace: open), let parameters = test.parameters,
            let close = view.partner(open)
        else { return nil }
        let whole = view.offset(head)..<view.end(close)
        // Its head as a migrated test's (an `async` test keeps its isolation), its call awaited.
        let caller = ExpectationTest(source: view.source, view: view, function: test, close: close)
        let addsMainActor = !test.isAsync && view.isolation(at: open + 1, in: module) != .mainActor
        let call = view.offset(open + 1)
        let edits = (caller.asyncHead(head, parameters, addsMainActor: addsMainActor, available: test.isAsync ? nil : available)
            + [Edit(range: call..<call, replacement: "try await ", rule: ExpectationAsync.id)]).map { $0.relative(to: whole.lowerBound) }
        let text = String(decoding: Edit.apply(edits, to: Array(view.source.bytes[whole])), as: UTF8.self)
        return Edit(range: whole, replacement: text, rule: ExpectationAsync.id)
    }
}

extension RunContext {
    /// The run's tests written as helpers that migrate (`HelperTests`).
    var helperTests: HelperTests { self[HelperTests.self] }
}

/// Finds the run's `HelperTests`: the candidates of the test files (a function holding an
/// expectation and a `sink`, called only as the whole body of test methods of its file),
/// less those a file elsewhere calls (`name()`), and those whose callers are tests only as
/// methods of a test target's classes, outside one.
struct HelperTestsPreparation: RunPreparation {
    var anchors: Anchors { Anchors(alternatives: [["XCTest", "expectation", "sink"], ["XCTest", "XCTestExpectation", "sink"]]) }

    private struct Found: Sendable {
        var path: String?
        var candidates: [HelperTests.Candidate]
    }

    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        let candidates = HelperTests.candidates(in: CodeView(source)).compactMap { try? $0.read.get() }
        return candidates.isEmpty ? nil : Found(path: source.path, candidates: candidates)
    }

    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        var declared: [(path: String, candidate: HelperTests.Candidate)] = []
        // By file, the names of its candidates: all its calls of such a name are theirs.
        var explained: [String: Set<String>] = [:]
        for case let found as Found in surveys {
            guard let path = found.path else { continue }
            explained[path] = Set(found.candidates.map(\.name))
            let module = files.project.module(ofPath: path)
            for candidate in found.candidates where !candidate.needsTestTarget || module?.kind.isTests == true {
                declared.append((path, candidate))
            }
        }
        guard !declared.isEmpty else { return }
        // The files that call a candidate's name with no arguments, alone or on `self` — a
        // call that may be of it — other than with candidates of that name of their own (whose
        // callers all their calls are). A member of another value (`spotify.availableMarkets()`)
        // is another type's.
        let names = Set(declared.map(\.candidate.name))
        let called = files.mapSources(admitted: AnchorFilter(Anchors(anyOf: names.sorted()))) { index, source -> (String?, Set<String>)? in
            let view = CodeView(source)
            let calls = Set(view.positions.filter { p in
                view.kind(p) == .identifier && names.contains(view.text(p)) && view.kind(p + 1) == .leftParen && view.kind(p + 2) == .rightParen
                    && (view.kind(p - 1) != .period || view.isWord(p - 2, "self")) && !view.isWord(p - 1, "func")
            }.map(view.text))
            return calls.isEmpty ? nil : (files.path(index), calls)
        }
        var helpers: [String: Set<String>] = [:]
        for (path, candidate) in declared {
            let elsewhere = called.contains { found in
                guard let (other, calls) = found, let other else { return false }
                return other != path && calls.contains(candidate.name) && explained[other]?.contains(candidate.name) != true
            }
            if !elsewhere { helpers[path, default: []].insert(candidate.name) }
        }
        run[HelperTests.self] = HelperTests(helpers: helpers)
    }
}
