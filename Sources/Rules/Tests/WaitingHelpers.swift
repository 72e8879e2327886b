import Core
import Structure
import Tokenizer

/// The functions of the run that block on their thread, directly or through the functions
/// they call alone or on `self`: an XCTest wait or a spin of the run loop (Canvas's
/// `drainMainQueue()`, an `XCTestCase` extension that waits for a `DispatchQueue.main.async`
/// to fulfil an expectation, and a test class's `saveFiles()`, which calls it). A synchronous
/// test on the main thread lets the main queue run while they wait; an `async` test on the
/// main actor is a job of the main queue itself, and their waits would time out.
///
/// A call `helper()` in code of a type `T` is taken to call a function of that name declared
/// in `T`'s body or extensions, in those of its supertypes as the run declares them, in an
/// extension of `XCTestCase`, or at the top level of a file of the same module.
struct WaitingHelpers: RunFacts {
    static let none = WaitingHelpers(waits: [:], types: TypeTable())
    /// By function name, then by owner (the type's simple name, or `topLevel(module)` for a
    /// function at the top level of a module's file): the function whose wait it reaches
    /// (itself, for a direct one).
    let waits: [String: [String: String]]
    /// The types the files read declare, for their supertypes.
    let types: TypeTable
    var anchorNames: [String] { [] }

    /// The owner of a module's top-level functions.
    static func topLevel(_ module: Int?) -> String { "#\(module.map(String.init) ?? "")" }

    /// The function whose wait a call `name()` (alone or on `self`) in code of the type `owner`
    /// (of the module `module`; `also`: supertypes its declaration names) reaches, if it
    /// reaches one: a function of that name of the type, of a supertype, of an `XCTestCase`
    /// extension, or at the module's top level.
    func waiting(_ name: String, from owner: String, module: Int?, also: [String] = []) -> String? {
        guard let candidates = waits[name] else { return nil }
        for (candidate, waiting) in candidates.sorted(by: { $0.key < $1.key }) {
            if candidate == "XCTestCase" || candidate == Self.topLevel(module)
                || ([owner] + also).contains(where: { !$0.isEmpty && types.isSubtype($0, of: candidate) })
            {
                return waiting
            }
        }
        return nil
    }
}

extension RunContext {
    /// The run's functions that block on their thread (`WaitingHelpers`).
    var waitingHelpers: WaitingHelpers { self[WaitingHelpers.self] }
}

/// Builds the run's `WaitingHelpers` from the test files its anchors admit, following the
/// calls from the functions that wait.
struct WaitingHelpersPreparation: RunPreparation {
    /// XCTest's waits are in files that import it, and so are the helpers that reach them (a
    /// test class's, an `XCTestCase` extension's): the files read are those that wait or spin
    /// the run loop, and those that make expectations (the tests this serves, and their
    /// helpers). A helper in a file that names none of those, between a test and a wait, is
    /// not followed.
    var anchors: Anchors {
        let words: [Anchors.Word] = [
            .init("wait", following: ["(", "for"]), .init("waitForExpectations"), .init("RunLoop", following: [".", "current", ".", "run"]),
            .init("RunLoop", following: [".", "main", ".", "run"]), .init("expectation", following: ["("]), .init("XCTestExpectation"),
        ]
        return Anchors(phrases: words.map { [Anchors.Word("XCTest"), $0] })
    }

    /// A file's functions (whether each blocks itself, and what it calls) and its types.
    private struct Declared: Sendable {
        var path: String?
        var functions: [(name: String, owner: String, blocks: Bool, calls: Set<String>)]
        var types: [CodeView.DeclaredType]
    }

    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        let view = CodeView(source)
        let functions = view.functionsAndCalls().map { ($0.name, $0.owner, $0.blocksAt != nil, $0.calls) }
        guard !functions.isEmpty else { return nil }
        return Declared(path: source.path, functions: functions, types: view.declaredTypes())
    }

    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        var functions: [(name: String, owner: String, module: Int?, calls: Set<String>)] = []
        var waits: [String: [String: String]] = [:]
        var types = TypeTable()
        for case let declared as Declared in surveys {
            let module = run.project.moduleNumber(ofPath: declared.path)
            types.add(declared.types)
            for function in declared.functions {
                let owner = function.owner.isEmpty ? WaitingHelpers.topLevel(module) : function.owner
                functions.append((function.name, owner, module, function.calls))
                if function.blocks { waits[function.name, default: [:]][owner] = function.name }
            }
        }
        // What calls a function that waits, waits: to a fixed point, each round looking only at
        // the functions that call a name that waits somewhere.
        var changed = !waits.isEmpty
        while changed {
            changed = false
            let facts = WaitingHelpers(waits: waits, types: types)
            for function in functions where waits[function.name]?[function.owner] == nil {
                let called = function.calls.filter { facts.waits[$0] != nil }.sorted()
                if let waiting = called.lazy.compactMap({ facts.waiting($0, from: function.owner, module: function.module) }).first {
                    waits[function.name, default: [:]][function.owner] = waiting
                    changed = true
                }
            }
        }
        run[WaitingHelpers.self] = WaitingHelpers(waits: waits, types: types)
    }
}
