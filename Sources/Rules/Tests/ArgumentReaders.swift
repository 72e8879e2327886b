import Core
import Structure
import Tokenizer

/// The run's top-level functions that read only their arguments — what they declare, types,
/// XCTest's assertions, and calls of such functions — by name, where every declaration of
/// the name does and no type of the files read declares a method of that name (which a
/// call in a subclass's code may run): SpotifyAPI's `encodeDecode(_:)`, declared in its test utilities, which a
/// test's value closure calls with each value. A closure moved after the await may call
/// them: what they read cannot have changed since the value came.
struct ArgumentReaders: RunFacts {
    static let none = ArgumentReaders(names: [])
    let names: Set<String>
    var anchorNames: [String] { [] }
}

extension RunContext {
    /// The run's functions that read only their arguments (`ArgumentReaders`).
    var argumentReaders: ArgumentReaders { self[ArgumentReaders.self] }
}

/// Finds the run's `ArgumentReaders` among the functions the expectation tests may need: the
/// survey notes, in the files the rule reads, the names called alone in `sink` statements that
/// the file does not declare as functions; `prepare` then reads the files that import XCTest
/// and mention those names (a second look, only when there are any), each top-level function of them read as the code moved
/// after an await is, the calls of functions its file does not declare noted and followed the
/// same way; then, to a fixed point, keeps those whose noted calls are all of such functions.
struct ArgumentReadersPreparation: RunPreparation {
    var anchors: Anchors { Anchors(alternatives: [["expectation", "sink"], ["XCTestExpectation", "sink"]]) }
    /// The second look reads only files that import XCTest.
    var marks: Anchors? { Anchors(anyOf: ["XCTest"]) }

    /// The names a file calls alone (`encodeDecode(album)`) that it declares no function of.
    private struct Called: Sendable {
        var names: Set<String>
    }

    /// A file's top-level functions of the names looked for: each one's name, whether its own
    /// code reads only its arguments, and the functions of other files it calls; and the names
    /// of its methods (a call by name in a type's code may run one of a supertype's).
    private struct Declared: Sendable {
        var functions: [(name: String, readsOnlyArguments: Bool, calls: Set<String>)]
        var methods: Set<String>
    }

    /// The names called alone in the statements that subscribe with `sink` (in the methods of
    /// the file's types: tests, helpers), where the closures moved after an await are.
    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        let view = CodeView(source)
        let declared = Set(view.positions.filter { view.isWord($0, "func") }.map { view.text($0 + 1) })
        var names: Set<String> = []
        for open in view.positions where view.kind(open) == .leftBrace && view.braceKind(open) == .function {
            guard let outer = view.enclosingBrace(of: open), case .type = view.braceKind(outer), let close = view.partner(open) else { continue }
            for statement in view.statements(in: (open + 1)..<close) where statement.contains(where: { view.isWord($0, "sink") }) {
                for p in statement where view.kind(p) == .identifier && view.kind(p + 1) == .leftParen && view.kind(p - 1) != .period {
                    let name = view.text(p)
                    if name.first?.isLowercase == true, !name.hasPrefix("XCT"), !declared.contains(name), !ExpectationTest.checks.contains(name),
                        !Self.xcTestNames.contains(name)
                    {
                        names.insert(name)
                    }
                }
            }
        }
        return names.isEmpty ? nil : Called(names: names)
    }

    /// XCTest's own functions, which its files call and no file of the run declares.
    private static let xcTestNames: Set<String> = ["expectation", "wait", "waitForExpectations", "fulfillment", "measure", "addTeardownBlock"]

    private static func declarations(in source: TokenizedSource, of names: Set<String>) -> Declared {
        let view = CodeView(source)
        var functions: [(String, Bool, Set<String>)] = []
        var methods: Set<String> = []
        for open in view.positions where view.kind(open) == .leftBrace && view.braceKind(open) == .function {
            guard let function = view.functionDeclaration(open), function.keyword == "func", names.contains(function.name),
                let close = view.partner(open)
            else { continue }
            if let outer = view.enclosingBrace(of: open) {
                if case .type = view.braceKind(outer) { methods.insert(function.name) }
                continue
            }
            var reader = ExpectationTest(source: source, view: view, function: function, close: close)
            reader.otherFunctions = .assumed
            var calls: Set<String> = []
            let reads = function.isAsync ? SkipReason("async") : reader.readsLaterState(
                (open + 1)..<close, reader.functionState(function, properties: []), calling: [open], assumed: &calls)
            functions.append((function.name, reads == nil, calls))
        }
        return Declared(functions: functions, methods: methods)
    }

    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        var wanted = Set(surveys.compactMap { ($0 as? Called)?.names }.joined())
        var declarations: [String: [(readsOnlyArguments: Bool, calls: Set<String>)]] = [:]
        var methods: Set<String> = []
        var read: Set<String> = []
        // The files that mention the names wanted, then those that mention the names their
        // functions call, until no name is new.
        while !wanted.isEmpty {
            read.formUnion(wanted)
            let names = wanted
            let found = files.mapSources(
                admitted: AnchorFilter(Anchors(alternatives: names.sorted().map { ["XCTest", $0] })), including: files.isMarked
            ) { _, source in
                Self.declarations(in: source, of: names)
            }
            wanted = []
            for case let declared? in found {
                for function in declared.functions {
                    declarations[function.name, default: []].append((function.readsOnlyArguments, function.calls))
                    wanted.formUnion(function.calls)
                }
                methods.formUnion(declared.methods)
            }
            wanted.subtract(read)
        }
        // The names every declaration of which reads only its arguments, less those calling
        // one that does not, until none is left to remove.
        var names = Set(declarations.filter { $0.value.allSatisfy(\.readsOnlyArguments) }.keys).subtracting(methods)
        var changed = true
        while changed {
            changed = false
            for name in names where declarations[name]!.contains(where: { !$0.calls.isSubset(of: names) }) {
                names.remove(name)
                changed = true
            }
        }
        run[ArgumentReaders.self] = ArgumentReaders(names: names)
    }
}
