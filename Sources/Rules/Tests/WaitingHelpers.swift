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
    static let none = WaitingHelpers(waits: [:], supertypes: [:])
    /// By `owner.name` (the type's simple name, or the module's number then `#` for a
    /// function at the top level): the function whose wait it reaches (itself, for a direct one).
    let waits: [String: String]
    /// The supertypes each type names, by simple name, from every declaration and extension.
    let supertypes: [String: Set<String>]
    var anchorNames: [String] { [] }

    /// The owners a call alone or on `self` in code of type `owner` (of the module `module`)
    /// may reach: the type, its supertypes, `XCTestCase`'s extensions, the module's top level.
    static func owners(of owner: String, module: Int?, supertypes: [String: Set<String>], also: [String] = []) -> [String] {
        var seen: Set<String> = []
        var pending = [owner] + also
        while let next = pending.popLast() {
            guard !next.isEmpty, seen.insert(next).inserted else { continue }
            pending += supertypes[next] ?? []
        }
        return seen.sorted() + ["XCTestCase", topLevel(module)]
    }

    /// The owner of a module's top-level functions.
    static func topLevel(_ module: Int?) -> String { "#\(module.map(String.init) ?? "")" }

    /// The function whose wait a call of `name` in code of type `owner` reaches, if it reaches one.
    func waiting(_ name: String, from owner: String, module: Int?, also: [String] = []) -> String? {
        for candidate in Self.owners(of: owner, module: module, supertypes: supertypes, also: also) {
            if let waiting = waits[candidate + "." + name] { return waiting }
        }
        return nil
    }
}

extension RunContext {
    /// The run's functions that block on their thread (`WaitingHelpers`).
    var waitingHelpers: WaitingHelpers { self[WaitingHelpers.self] }
}

/// Builds the run's `WaitingHelpers` from every file that declares a function, following the
/// calls from the ones that wait.
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

    /// A file's functions (whether each blocks itself, and what it calls) and the supertypes
    /// its types name.
    private struct Declared: Sendable {
        var path: String?
        var functions: [(name: String, owner: String, blocks: Bool, calls: Set<String>)]
        var supertypes: [String: Set<String>]
    }

    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        let view = CodeView(source)
        let functions = view.functionsAndCalls().map { ($0.name, $0.owner, $0.blocksAt != nil, $0.calls) }
        guard !functions.isEmpty else { return nil }
        var supertypes: [String: Set<String>] = [:]
        for (name, opens) in view.typeBodies() {
            for open in opens {
                guard let type = view.typeDeclaration(open), !type.inheritedNames.isEmpty else { continue }
                supertypes[CodeView.TypeDeclaration.lastComponent(of: name), default: []].formUnion(type.inheritedNames)
            }
        }
        return Declared(path: source.path, functions: functions, supertypes: supertypes)
    }

    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        var functions: [(key: String, owner: String, module: Int?, calls: Set<String>)] = []
        var waits: [String: String] = [:]
        var supertypes: [String: Set<String>] = [:]
        for case let declared as Declared in surveys {
            let module = run.project.moduleNumber(ofPath: declared.path)
            supertypes.merge(declared.supertypes) { $0.union($1) }
            for function in declared.functions {
                let owner = function.owner.isEmpty ? WaitingHelpers.topLevel(module) : function.owner
                let key = owner + "." + function.name
                functions.append((key, function.owner, module, function.calls))
                if function.blocks { waits[key] = function.name }
            }
        }
        // What calls a function that waits, waits: to a fixed point, each round looking only at
        // the functions that call a name that waits somewhere.
        var changed = !waits.isEmpty
        while changed {
            changed = false
            let waitingNames = Set(waits.keys.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
            let facts = WaitingHelpers(waits: waits, supertypes: supertypes)
            for function in functions where waits[function.key] == nil && !function.calls.isDisjoint(with: waitingNames) {
                if let waiting = function.calls.intersection(waitingNames).sorted().lazy.compactMap({
                    facts.waiting($0, from: function.owner, module: function.module)
                }).first {
                    waits[function.key] = waiting
                    changed = true
                }
            }
        }
        run[WaitingHelpers.self] = WaitingHelpers(waits: waits, supertypes: supertypes)
    }
}
