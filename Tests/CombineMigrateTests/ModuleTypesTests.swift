import XCTest

@testable import Tokenizer
@testable import Core
@testable import Structure
@testable import Rules
@testable import Rewriting

/// Isolation across the files of a module: each row is a run of files, the modules the
/// project puts them in (with their default isolation), and the isolation at the `/*^*/`
/// mark, read through the run's `ModuleTypeIndex` as the subscription rules read it.
final class ModuleTypesTests: XCTestCase {
    struct Row {
        let files: [(path: String, text: String)]
        /// The modules, each its files' paths; a file in none is judged alone.
        let modules: [[String]]
        let defaultIsolation: ModuleFacts.DefaultIsolation?
        let expected: CodeView.Isolation
        let line: UInt

        init(
            _ files: KeyValuePairs<String, String>, modules: [[String]]? = nil,
            default defaultIsolation: ModuleFacts.DefaultIsolation? = nil, _ expected: CodeView.Isolation,
            line: UInt = #line
        ) {
            self.files = files.map { (path: $0.key, text: $0.value) }
            self.modules = modules ?? [files.map(\.key)]
            self.defaultIsolation = defaultIsolation
            self.expected = expected
            self.line = line
        }
    }

    func testAcrossFiles() {
        check([
            // A base class in another file: two levels, three levels, a framework class at the top.
            Row([
                "Base.swift": "@MainActor class BaseViewModel {}",
                "Feed.swift": "final class FeedViewModel: BaseViewModel {\n    func f() { /*^*/g() }\n}",
            ], .mainActor),
            Row([
                "Base.swift": "@MainActor class BaseViewModel {}",
                "List.swift": "class ListViewModel: BaseViewModel {}",
                "Feed.swift": "final class FeedViewModel: ListViewModel {\n    func f() { /*^*/g() }\n}",
            ], .mainActor),
            Row([
                "Base.swift": "class BaseController: UIViewController {}",
                "List.swift": "class ListController: BaseController, Themed {}\nprotocol Themed: AnyObject {}",
                "Feed.swift": "final class FeedController: ListController {\n    func f() { /*^*/g() }\n}",
            ], .mainActor),
            // The same base class with no actor: none inherited.
            Row([
                "Base.swift": "class BaseViewModel: NSObject, ObservableObject {}",
                "Feed.swift": "final class FeedViewModel: BaseViewModel {\n    func f() { /*^*/g() }\n}",
            ], .unannotated),
            // The files in no module: each judged alone.
            Row([
                "Base.swift": "@MainActor class BaseViewModel {}",
                "Feed.swift": "final class FeedViewModel: BaseViewModel {\n    func f() { /*^*/g() }\n}",
            ], modules: [], .unknown(.supertype("BaseViewModel"))),
            // An extension of a type declared in another file.
            Row([
                "Feed.swift": "@MainActor final class FeedViewModel {}",
                "Feed+Load.swift": "extension FeedViewModel {\n    func f() { /*^*/g() }\n}",
            ], .mainActor),
            Row([
                "Feed.swift": "final class FeedViewModel {}",
                "Feed+Load.swift": "extension FeedViewModel {\n    func f() { /*^*/g() }\n}",
            ], .unannotated),
            // A `@MainActor` protocol declared in another file, conformed to in the
            // declaration (the whole type), refined by another protocol, or in an extension
            // (only that extension's members).
            Row([
                "Screen.swift": "@MainActor protocol Screen {}",
                "Feed.swift": "final class FeedViewModel: Screen {\n    func f() { /*^*/g() }\n}",
            ], .mainActor),
            Row([
                "Screen.swift": "@MainActor protocol Screen {}\nprotocol DetailScreen: Screen {}",
                "Feed.swift": "final class FeedViewModel: DetailScreen {\n    func f() { /*^*/g() }\n}",
            ], .mainActor),
            Row([
                "Screen.swift": "@MainActor protocol Screen {}",
                "Feed.swift": "final class FeedViewModel {\n    func f() { /*^*/g() }\n}",
                "Feed+Screen.swift": "extension FeedViewModel: Screen {}",
            ], .unannotated),
            Row([
                "Screen.swift": "@MainActor protocol Screen {}",
                "Feed.swift": "final class FeedViewModel {}",
                "Feed+Screen.swift": "extension FeedViewModel: Screen {\n    func f() { /*^*/g() }\n}",
            ], .mainActor),
            // A global actor declared in another file of the module; an attribute that may be
            // another module's; one known to name none.
            Row([
                "Database.swift": "@globalActor actor DatabaseActor {\n    static let shared = DatabaseActor()\n}",
                "Store.swift": "@DatabaseActor final class Store {\n    func f() { /*^*/g() }\n}",
            ], .globalActor("DatabaseActor")),
            Row([
                "Store.swift": "@KitActor final class Store {\n    func f() { /*^*/g() }\n}",
            ], .unknown(.attribute("KitActor"))),
            Row([
                "Base.swift": "@MainActor class BaseViewModel {}",
                "Feed.swift": "@Observable final class FeedViewModel: BaseViewModel {\n    func f() { /*^*/g() }\n}",
            ], .mainActor),
            // A supertype declared outside the run: in another module, or a dependency.
            Row([
                "Feed.swift": "final class FeedViewModel: KitViewModel {\n    func f() { /*^*/g() }\n}",
            ], .unknown(.supertype("KitViewModel"))),
            // Declarations that disagree, and a cycle: unknown, and the walk ends.
            Row([
                "Base.swift": "@MainActor class BaseViewModel {}",
                "Base+Mac.swift": "class BaseViewModel {}",
                "Feed.swift": "final class FeedViewModel: BaseViewModel {\n    func f() { /*^*/g() }\n}",
            ], .unknown(.unresolved("BaseViewModel"))),
            Row([
                "A.swift": "class A: B {}",
                "B.swift": "class B: A {\n    func f() { /*^*/g() }\n}",
            ], .unknown(.unresolved("A"))),
        ])
    }

    func testDefaultIsolation() {
        check([
            Row(["Feed.swift": "final class FeedViewModel {\n    func f() { /*^*/g() }\n}"], default: .mainActor, .mainActor),
            Row(["Feed.swift": "func load() { /*^*/g() }"], default: .mainActor, .mainActor),
            Row(
                ["Feed.swift": "final class FeedViewModel {\n    nonisolated func f() { /*^*/g() }\n}"],
                default: .mainActor, .nonisolated),
            Row(
                ["Feed.swift": "nonisolated final class FeedViewModel {\n    func f() { /*^*/g() }\n}"],
                default: .mainActor, .nonisolated),
            Row(["Store.swift": "actor Store {\n    func f() { /*^*/g() }\n}"], default: .mainActor, .actorInstance),
            Row(
                ["Store.swift": "actor Store {\n    struct Item {\n        func f() { /*^*/g() }\n    }\n}"],
                default: .mainActor, .unannotated),
            Row(
                ["Feed.swift": "final class FeedViewModel {\n    struct Row {\n        func f() { /*^*/g() }\n    }\n}"],
                default: .mainActor, .mainActor),
            Row(
                ["Feed.swift": "final class FeedViewModel {\n    func f() {\n        items.map { /*^*/$0 }\n    }\n}"],
                default: .mainActor, .unknown(.closure)),
            Row([
                "Base.swift": "nonisolated class BaseViewModel {}",
                "Feed.swift": "final class FeedViewModel: BaseViewModel {\n    func f() { /*^*/g() }\n}",
            ], default: .mainActor, .nonisolated),
            Row([
                "Base.swift": "class BaseViewModel {}",
                "Feed.swift": "final class FeedViewModel: BaseViewModel {\n    func f() { /*^*/g() }\n}",
            ], default: .mainActor, .mainActor),
            Row([
                "Feed.swift": "final class FeedViewModel {}",
                "Feed+Load.swift": "extension FeedViewModel {\n    func f() { /*^*/g() }\n}",
            ], default: .mainActor, .mainActor),
            // A conformance to a protocol refining `Sendable` stops the default in some
            // compilers (named: the first declaration whose default is unsettled).
            Row(
                ["Client.swift": "final class Client: Sendable {\n    func f() { /*^*/g() }\n}"],
                default: .mainActor, .unknown(.sendableConformance("Client"))),
            Row([
                "Service.swift": "protocol Service: Sendable {}",
                "Client.swift": "final class Client: Service {\n    func f() { /*^*/g() }\n}",
            ], default: .mainActor, .unknown(.sendableConformance("Service"))),
            // `nonisolated` as the module's default, or no default known: nothing written.
            Row(["Feed.swift": "final class FeedViewModel {\n    func f() { /*^*/g() }\n}"], default: .nonisolated, .unannotated),
            Row(["Feed.swift": "final class FeedViewModel {\n    func f() { /*^*/g() }\n}"], .unannotated),
        ])
    }

    /// A type name declared in two modules: each module's files see their own.
    func testNoLeakBetweenModules() {
        let files: KeyValuePairs<String, String> = [
            "App/Base.swift": "@MainActor class BaseViewModel {}",
            "Kit/Base.swift": "class BaseViewModel {}",
            "Kit/Feed.swift": "final class FeedViewModel: BaseViewModel {\n    func f() { /*^*/g() }\n}",
        ]
        check([
            Row(files, modules: [["App/Base.swift"], ["Kit/Base.swift", "Kit/Feed.swift"]], .unannotated),
            Row(
                files, modules: [["App/Base.swift", "Kit/Base.swift"], ["Kit/Feed.swift"]],
                .unknown(.supertype("BaseViewModel"))),
        ])
    }

    /// What one file's summary holds.
    func testTypeSummary() {
        let text = """
            @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
            @MainActor @objc(Feed) public final class FeedViewModel: Base<Int>, SwiftUI.View {
                enum State: Sendable {}
            }
            nonisolated extension Kit.Store: @unchecked Sendable {}
            """
        XCTAssertEqual(CodeView(TokenizedSource(bytes: Array(text.utf8))).typeSummary(), TypeSummary(
            declarations: [
                .init(name: "DatabaseActor", keyword: "actor"),
                .init(name: "FeedViewModel", keyword: "class", actorAttributes: ["MainActor"], inherited: ["Base", "View"]),
                .init(name: "State", keyword: "enum", inherited: ["Sendable"], outer: "FeedViewModel"),
                .init(name: "Store", keyword: "extension", isNonisolated: true, inherited: ["Sendable"]),
            ],
            globalActors: ["DatabaseActor"]))
    }

    /// The functions a file declares whose last parameter takes a closure, each with its type
    /// and whether a closure it takes may escape (`@escaping`, optional): a trailing closure
    /// passed to one where none does runs before it returns, on the caller's thread.
    func testClosureFunctions() {
        let text = """
            struct Realm {
                @discardableResult
                public func write<Result>(withoutNotifying tokens: [Token] = [], _ block: (() throws -> Result)) throws -> Result { try block() }
                func writeAsync(_ block: @escaping () -> Void, onComplete: ((Error?) -> Void)? = nil) {}
                func perform(_ work: @Sendable () -> Void) {}
                func observe(_ handler: @escaping @Sendable (Change) -> Void) -> Token { Token() }
                func each(_ body: Body) {}
                func count() -> Int { let f = { (x: Int) -> Int in x }; return f(0) }
            }
            func transaction(_ body: (inout [Int]) -> Void = { _ in }) {}
            func run(_ first: @escaping () -> Void, then: () -> Void) {}
            """
        XCTAssertEqual(CodeView(TokenizedSource(bytes: Array(text.utf8))).typeSummary().closureFunctions, [
            .init(name: "write", outer: "Realm", escapes: false),
            .init(name: "writeAsync", outer: "Realm", escapes: true),
            .init(name: "perform", outer: "Realm", escapes: false),
            .init(name: "observe", outer: "Realm", escapes: true),
            .init(name: "transaction", outer: nil, escapes: false),
            .init(name: "run", outer: nil, escapes: true),
        ])
    }

    /// Whether a type of the module holds references: declared only as a `class` or an
    /// `actor`, in any of its files; the file's own declaration first, whatever the module's.
    func testReferenceTypes() {
        let row = Row(
            [
                "Objects.swift": "class SwiftIntObject: Object {}\nactor Store {}\nstruct Tally {}\nclass Twice {}",
                "Other.swift": "extension Twice {}\nstruct Twice2 {}",
                "Tests.swift": "struct Local {}\nfinal class LocalClass {}\n/*^*/",
            ], .nonisolated)
        let (view, _, module, _) = prepared(row)
        let module1 = try! XCTUnwrap(module)
        XCTAssertTrue(module1.declaresReferenceType(named: "SwiftIntObject"))
        XCTAssertTrue(module1.declaresReferenceType(named: "Store"))
        XCTAssertTrue(module1.declaresReferenceType(named: "Twice"))
        XCTAssertFalse(module1.declaresReferenceType(named: "Tally"))
        XCTAssertFalse(module1.declaresReferenceType(named: "Unknown"))
        XCTAssertEqual(view.declaresReferenceType(named: "LocalClass"), true)
        XCTAssertEqual(view.declaresReferenceType(named: "Local"), false)
        XCTAssertNil(view.declaresReferenceType(named: "SwiftIntObject"))
    }

    /// The `async` functions and initializers a file declares, each with its type: what an
    /// unchanged synchronous call would pick once its code is async.
    func testAsyncFunctions() {
        let text = """
            struct Store {
                init(name: String) throws {}
                init?(path: String) async {}
                func load() -> Int { 0 }
                func load() async throws -> Int { 0 }
                func save<T>(_ value: T) async rethrows where T: Sendable {}
                func sync(_ f: () async -> Void) {}
            }
            extension Store {
                @MainActor init(name: String, inBackground: Bool = false) async throws {}
            }
            func fetch() async {}
            let handler = { () async in }
            """
        let found = CodeView(TokenizedSource(bytes: Array(text.utf8))).typeSummary().asyncFunctions
        XCTAssertEqual(found.map { "\($0.outer ?? "-").\($0.name)" }, ["Store.init", "Store.load", "Store.save", "Store.init", "-.fetch"])
    }

    /// The index is read only for the modules of files whose code may hold a subscription
    /// (not a comment's `sink`).
    func testReadsOnlyModulesWithSubscriptions() {
        let files = [
            "App/Feed.swift": "let s = p.sink { _ in }", "Kit/Base.swift": "class Base {}",
            "Docs/Note.swift": "// Call sink or assign on it.\nclass Note {}",
        ]
        let paths = files.keys.sorted()
        let project = ProjectFacts(
            modules: [
                ModuleFacts(name: "App", kind: .application, root: "App"), ModuleFacts(name: "Kit", kind: .framework, root: "Kit"),
                ModuleFacts(name: "Docs", kind: .framework, root: "Docs"),
            ],
            moduleIndex: ["App/Feed.swift": 0, "Kit/Base.swift": 1, "Docs/Note.swift": 2])
        let run = RunContext.prepare(
            rules: [SinkForAwait()], files: paths.map { Array(files[$0]!.utf8) }, paths: paths, project: project)
        XCTAssertEqual(run[ModuleTypeIndex.self].modules.keys.sorted(), [0])
        let alone = RunContext.prepare(rules: [SinkForAwait()], files: paths.map { Array(files[$0]!.utf8) }, paths: paths)
        XCTAssertTrue(alone[ModuleTypeIndex.self].modules.isEmpty)
    }

    /// A file rewritten in parts (`FileParts`) is surveyed part by part, each with its path:
    /// the module knows the types of every part, not only the last one's.
    func testFileInPartsDeclaresTheNamesOfEveryPart() {
        let parts = [
            "import Combine\n@MainActor class BaseOne {\n    func f() { p.sink { _ in } }\n}\n",
            "import Combine\nclass Other {\n    func g() { p.sink { _ in } }\n}\n",
        ]
        let project = ProjectFacts(
            modules: [ModuleFacts(name: "App", kind: .application, root: "App")],
            moduleIndex: ["App/Big.swift": 0, "App/Feed.swift": 0])
        let files = parts + ["class Feed: BaseOne {}\n"]
        let run = RunContext.prepare(
            rules: [SinkForAwait()], files: files.map { Array($0.utf8) }, paths: ["App/Big.swift", "App/Big.swift", "App/Feed.swift"],
            project: project)
        let types = run[ModuleTypeIndex.self].modules[0]
        XCTAssertEqual(types?.types(named: "BaseOne", outside: "App/Feed.swift").map(\.name), ["BaseOne"])
        XCTAssertEqual(types?.types(named: "Other", outside: "App/Feed.swift").map(\.name), ["Other"])
    }

    /// The warning on a site whose supertype the run does not see says what is missing: "cannot
    /// be told from this file" only when the run does not know the file's module.
    func testDiagnosticSaysWhatIsMissing() {
        let feed = """
            import Combine

            final class FeedViewModel: KitViewModel {
                private var cancellables = Set<AnyCancellable>()

                func bind() {
                    updates.sink { value in print(value) }.store(in: &cancellables)
                }
            }
            """
        let rows: [(ProjectFacts, expected: String, absent: String)] = [
            (
                ProjectFacts(modules: [ModuleFacts(name: "App", kind: .application, root: "")], moduleIndex: ["Feed.swift": 0]),
                "`FeedViewModel`'s supertype `KitViewModel` is declared outside the files of its module in this run",
                "cannot be told from this file"
            ),
            (
                .none,
                "where this code runs cannot be told from this file: `FeedViewModel`'s supertype `KitViewModel` is not declared in this file, and the run does not know which files form its module",
                "outside the files of its module"
            ),
        ]
        let rewriter = Rewriter(rules: [SinkForAwait()])
        for (project, expected, absent) in rows {
            let bytes = Array(feed.utf8)
            let run = rewriter.prepare([bytes], paths: ["Feed.swift"], project: project)
            let messages = rewriter.rewrite(bytes, in: run, path: "Feed.swift").diagnostics.map(\.message)
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.allSatisfy { $0.contains(expected) && !$0.contains(absent) }, "\(messages)")
        }
    }

    /// Runs each row as the subscription rules see it: the run prepared over its files (the
    /// asked file holds `sink`), the isolation at the mark through the file's module types.
    /// What `Task` names at the mark (`shadowingDeclaration(of:at:module:)`): Swift's (nil),
    /// or a declaration of the code's own, `outer.Task` or a top-level one (`""`).
    func testTaskOfTheCodesOwn() {
        let rows: [(files: KeyValuePairs<String, String>, expected: String?, line: UInt)] = [
            // Nested in the type, in another file of the module: its body, its extension, its subclass.
            (["Coordinator.swift": "class Coordinator {\n    enum Task { case a }\n}",
              "Flow.swift": "extension Coordinator {\n    func f() { /*^*/g() }\n}"], "Coordinator", #line),
            (["Coordinator.swift": "class Coordinator {\n    enum Task { case a }\n}",
              "Flow.swift": "final class Child: Coordinator {\n    func f() { /*^*/g() }\n}"], "Coordinator", #line),
            // A type alias, in an extension of the type in another file.
            (["Model.swift": "final class Model {\n    func f() { /*^*/g() }\n}",
              "Model+Task.swift": "extension Model {\n    typealias Task = Coordinator.Task\n}"], "Model", #line),
            // A module's own top-level type, in another file.
            (["Todo.swift": "struct Task: Identifiable { let id: Int }",
              "List.swift": "final class List {\n    func f() { /*^*/g() }\n}"], "", #line),
            // Look-alikes: a sibling type's, an outer type's seen from an extension of the inner
            // one (`extension A.B` sees B's members, not A's), a mention in a comment.
            (["Coordinator.swift": "class Coordinator {\n    enum Task { case a }\n}",
              "Other.swift": "final class Other {\n    func f() { /*^*/g() }\n}"], nil, #line),
            (["API.swift": "enum API {\n    enum Task {}\n    enum Lists {}\n}",
              "Lists.swift": "extension API.Lists {\n    static func f() { /*^*/g() }\n}"], nil, #line),
            (["API.swift": "enum API {\n    enum Task {}\n    enum Lists {\n        static func f() { /*^*/g() }\n    }\n}"], "API", #line),
            (["Notes.swift": "// struct Task is ours\nfinal class Notes {\n    func f() { /*^*/g() }\n}"], nil, #line),
            // A generic parameter of the type or function around the mark.
            (["Box.swift": "final class Box<Task> {\n    func f() { /*^*/g() }\n}"], "", #line),
            // An associated type the type's protocol declares: the witness goes by that name.
            (["Worker.swift": "protocol Worker { associatedtype Task }\nfinal class Job: Worker {\n    func f() { /*^*/g() }\n}"],
             "Worker", #line),
            // A function's local type: inside that function only, and never module-wide.
            (["Local.swift": "final class Local {\n    func f() {\n        enum Task { case a }\n        /*^*/g()\n    }\n}"], "", #line),
            (["Local.swift": "final class Local {\n    func f() { enum Task { case a } }\n    func h() { /*^*/g() }\n}"], nil, #line),
            (["Helper.swift": "func helper() { struct Task {} }",
              "List.swift": "final class List {\n    func f() { /*^*/g() }\n}"], nil, #line),
            // Another file's `private` one is not in scope; an alias of the standard type is no other type.
            (["Private.swift": "private struct Task {}",
              "List.swift": "final class List {\n    func f() { /*^*/g() }\n}"], nil, #line),
            (["Alias.swift": "typealias Task = _Concurrency.Task",
              "List.swift": "final class List {\n    func f() { /*^*/g() }\n}"], nil, #line),
            // A generic parameter of the type an extension extends, declared in another file.
            (["Box.swift": "struct Box<Task> { var t: Task }",
              "Box+Load.swift": "extension Box {\n    func f() { /*^*/g() }\n}"], "", #line),
        ]
        for row in rows {
            let (view, mark, _, scope) = prepared(Row(row.files, .unannotated, line: row.line))
            let found = view.shadowingDeclaration(of: "Task", at: mark, scope: scope)
            XCTAssertEqual(found.map { $0.declaration.outer ?? "" }, row.expected, "\(row.files)", line: row.line)
        }
        // Another module's, which the file imports: at its top level, or nested in a base
        // class of that module; not a module it does not import.
        let imported: [(files: KeyValuePairs<String, String>, expected: String?, line: UInt)] = [
            (["Models.swift": "public struct Task {}",
              "App.swift": "import M0\nfinal class List {\n    func f() { /*^*/g() }\n}"], "", #line),
            (["Models.swift": "open class BaseModel {\n    public enum Task {}\n}",
              "App.swift": "import M0\nfinal class ViewModel: BaseModel {\n    func f() { /*^*/g() }\n}"], "BaseModel", #line),
            (["Models.swift": "public struct Task {}",
              "App.swift": "import Foundation\nfinal class List {\n    func f() { /*^*/g() }\n}"], nil, #line),
        ]
        for row in imported {
            let (view, mark, _, scope) = prepared(Row(row.files, modules: [["Models.swift"], ["App.swift"]], .unannotated, line: row.line))
            let found = view.shadowingDeclaration(of: "Task", at: mark, scope: scope)
            XCTAssertEqual(found.map { $0.declaration.outer ?? "" }, row.expected, "\(row.files)", line: row.line)
        }
    }

    private func check(_ rows: [Row], file: StaticString = #filePath) {
        for row in rows {
            guard row.files.contains(where: { $0.text.contains("/*^*/") }) else {
                XCTFail("no mark", file: file, line: row.line)
                continue
            }
            let (view, mark, module, _) = prepared(row)
            XCTAssertEqual(
                view.isolation(at: mark, in: module), row.expected,
                row.files.map { "\($0.path): \($0.text)" }.joined(separator: "\n"), file: file, line: row.line)
        }
    }

    /// The marked file of a row's run, the mark's position, the module types the run read,
    /// and the file's name scope (its module's types and the imported modules').
    private func prepared(_ row: Row) -> (CodeView, CodePosition, ModuleTypes?, NameScope) {
        let asked = row.files.firstIndex(where: { $0.text.contains("/*^*/") })!
        let texts = row.files.indices.map { row.files[$0].text + ($0 == asked ? "\nlet subscription = p.sink { _ in }\n" : "") }
        let paths = row.files.map(\.path)
        var index: [String: Int] = [:]
        for (number, module) in row.modules.enumerated() { for path in module { index[path] = number } }
        let modules = row.modules.indices.map {
            ModuleFacts(
                name: "M\($0)", kind: .application, root: "",
                defaultIsolation: row.defaultIsolation.map { ModuleFacts.Fact($0, from: "test") })
        }
        let run = RunContext.prepare(
            rules: [SinkForAwait()], files: texts.map { Array($0.utf8) }, paths: paths,
            project: ProjectFacts(modules: modules, moduleIndex: index))
        let source = TokenizedSource(bytes: Array(texts[asked].utf8), path: paths[asked])
        let view = CodeView(source)
        let markEnd = ByteOffset(Self.markEnd(in: texts[asked]))
        let mark = view.positions.first { view.offset($0) >= markEnd } ?? view.endPosition
        return (view, mark, run.moduleTypes(of: source), run.nameScope(of: source))
    }

    private static func markEnd(in text: String) -> Int {
        guard let found = text.range(of: "/*^*/") else { return 0 }
        return text.utf8.distance(from: text.startIndex, to: found.upperBound)
    }
}
