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
/// extension of `XCTestCase`, or at the top level of a module's file (its own, or one it
/// imports); a call `value.method(label: …)` on another value, a method of that name and
/// first label of any type that spins the run loop.
struct WaitingHelpers: RunFacts {
    static let none = WaitingHelpers(waits: [:], methods: [:], types: TypeTable())
    /// By function name, then by owner (the type's simple name, or `topLevel(module)` for a
    /// function at the top level of a module's file): the function whose wait it reaches
    /// (itself, for a direct one).
    let waits: [String: [String: String]]
    /// By selector (`CodeView.callSelector`: `authorize(timeout:`): the function whose spin of
    /// the run loop a method of that selector of some type reaches — what a call on another
    /// value than `self` may run (`authorizer.authorize(timeout: 30)`), whatever that value's
    /// type. (An XCTest wait is a test's own code's, reached alone or on `self`: a test
    /// helper's `currentUserProfile()` is no API's of that name.)
    let methods: [String: String]
    /// The types the files read declare, for their supertypes.
    let types: TypeTable
    var anchorNames: [String] { [] }

    /// The owner of a module's top-level functions.
    static func topLevel(_ module: Int?) -> String { "#\(module.map(String.init) ?? "")" }

    /// The function whose wait a call `name()` (alone or on `self`) in code of the type `owner`
    /// (`also`: supertypes its declaration names) reaches, if it reaches one: a function of
    /// that name of the type, of a supertype, of an `XCTestCase` extension, or at the top level
    /// of a module (its own, or one it imports: SpotifyAPI's tests call its test utilities'
    /// `openAuthorizationURLAndWaitForRedirect(_:)`).
    func waiting(_ name: String, from owner: String, also: [String] = []) -> String? {
        guard let candidates = waits[name] else { return nil }
        for (candidate, waiting) in candidates.sorted(by: { $0.key < $1.key }) {
            if candidate == "XCTestCase" || candidate.hasPrefix("#")
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

/// Builds the run's `WaitingHelpers` from the files its anchors admit, following the calls
/// from the functions that wait.
struct WaitingHelpersPreparation: RunPreparation {
    /// XCTest's waits are in files that import it, and so are the helpers that reach them (a
    /// test class's, an `XCTestCase` extension's): the files read first are those that wait or
    /// spin the run loop — a spin in any file — and those that make expectations (the tests
    /// this serves, and their helpers). Then, to a fixed point, the files that import XCTest
    /// and name a function found to wait (`marks`): a helper between a test and a wait in a
    /// file that names neither is not followed.
    var anchors: Anchors {
        let words: [Anchors.Word] = [
            .init("wait", following: ["(", "for"]), .init("waitForExpectations"), .init("expectation", following: ["("]),
            .init("XCTestExpectation"),
        ]
        let spins: [Anchors.Word] = [
            .init("RunLoop", following: [".", "current", ".", "run"]), .init("RunLoop", following: [".", "main", ".", "run"]),
            .init("CFRunLoopRunInMode"), .init("CFRunLoopRun"),
        ]
        return Anchors(phrases: words.map { [Anchors.Word("XCTest"), $0] } + spins.map { [$0] })
    }

    /// The second look reads only files that import XCTest.
    var marks: Anchors? { Anchors(anyOf: ["XCTest"]) }

    /// A file's functions (whether each blocks itself, and what it calls) and its types.
    private struct Declared: Sendable {
        var path: String?
        var functions: [CodeView.FunctionCalls]
        var types: [CodeView.DeclaredType]
    }

    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        Self.declared(in: source)
    }

    private static func declared(in source: TokenizedSource) -> Declared? {
        let view = CodeView(source)
        let functions = view.functionsAndCalls()
        guard !functions.isEmpty else { return nil }
        return Declared(path: source.path, functions: functions, types: view.declaredTypes())
    }

    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        var functions: [(function: CodeView.FunctionCalls, owner: String)] = []
        var waits: [String: [String: String]] = [:]
        var methods: [String: String] = [:]
        var types = TypeTable()
        var read: Set<String> = []
        // The functions that spin the run loop themselves.
        var spinners: Set<String> = []
        func add(_ declared: Declared) {
            if let path = declared.path { read.insert(path) }
            let module = run.project.moduleNumber(ofPath: declared.path)
            types.add(declared.types)
            for function in declared.functions {
                let owner = function.owner.isEmpty ? WaitingHelpers.topLevel(module) : function.owner
                functions.append((function, owner))
                if function.spins { spinners.insert(function.name) }
                if function.blocksAt != nil { note(function, owner, waiting: function.name) }
            }
        }
        func note(_ function: CodeView.FunctionCalls, _ owner: String, waiting: String) {
            waits[function.name, default: [:]][owner] = waiting
            if !owner.hasPrefix("#"), spinners.contains(waiting) { methods[function.selector] = methods[function.selector] ?? waiting }
        }
        for case let declared as Declared in surveys { add(declared) }
        var searched: Set<String> = []
        while true {
            // What calls a function that waits, waits: to a fixed point, each round looking only
            // at the functions that call a name or selector that waits somewhere.
            var changed = !waits.isEmpty
            while changed {
                changed = false
                let facts = WaitingHelpers(waits: waits, methods: methods, types: types)
                for (function, owner) in functions where waits[function.name]?[owner] == nil {
                    let called = function.calls.filter { facts.waits[$0] != nil }.sorted()
                    let waiting = called.lazy.compactMap({ facts.waiting($0, from: owner) }).first
                        ?? function.receiverCalls.sorted().lazy.compactMap({ facts.methods[$0] }).first
                    if let waiting {
                        note(function, owner, waiting: waiting)
                        changed = true
                    }
                }
            }
            // The files that import XCTest and name a function that waits, not read yet: one of a
            // module's top level or of a type that is no test class (the test classes' own
            // helpers are called by their tests, in the files read already; no code calls a test).
            let names = Set(waits.filter { name, owners in
                !name.hasPrefix("test")
                    && owners.keys.contains { $0.hasPrefix("#") || $0 != "XCTestCase" && !types.isSubtype($0, of: "XCTestCase") }
            }.keys).subtracting(searched)
            guard !names.isEmpty else { break }
            searched.formUnion(names)
            let already = read
            let found = files.mapSources(
                admitted: AnchorFilter(Anchors(anyOf: names.sorted())),
                including: { index in files.isMarked(index) && !already.contains(files.path(index) ?? "") }
            ) { _, source in
                Self.declared(in: source)
            }
            let new = found.compactMap { $0 }
            if new.isEmpty { break }
            new.forEach(add)
        }
        run[WaitingHelpers.self] = WaitingHelpers(waits: waits, methods: methods, types: types)
    }
}
