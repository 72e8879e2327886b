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

/// Finds the run's `ArgumentReaders` in the files that import XCTest (tests, their utilities):
/// each top-level function read as the code moved after an await is, the calls of functions
/// its file does not declare noted; then, to a fixed point, those whose noted calls are all of
/// such functions.
struct ArgumentReadersPreparation: RunPreparation {
    var anchors: Anchors { Anchors(alternatives: [["XCTest", "func"]]) }

    /// A file's top-level functions: each one's name, whether its own code reads only its
    /// arguments, and the functions of other files it calls; and the names of its methods
    /// (a call by name in a type's code may run one of a supertype's).
    private struct Declared: Sendable {
        var functions: [(name: String, readsOnlyArguments: Bool, calls: Set<String>)]
        var methods: Set<String>
    }

    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        let view = CodeView(source)
        var functions: [(String, Bool, Set<String>)] = []
        var methods: Set<String> = []
        for open in view.positions where view.kind(open) == .leftBrace && view.braceKind(open) == .function {
            guard let function = view.functionDeclaration(open), function.keyword == "func", let close = view.partner(open) else { continue }
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
        return functions.isEmpty && methods.isEmpty ? nil : Declared(functions: functions, methods: methods)
    }

    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        var declarations: [String: [(readsOnlyArguments: Bool, calls: Set<String>)]] = [:]
        var methods: Set<String> = []
        for case let declared as Declared in surveys {
            for function in declared.functions { declarations[function.name, default: []].append((function.readsOnlyArguments, function.calls)) }
            methods.formUnion(declared.methods)
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
