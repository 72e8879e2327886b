import XCTest

@testable import Tokenizer
@testable import Core
@testable import Structure
@testable import Rules

/// Table-driven tests of the Structure layer: one table a question about the code's shape.
/// Each row is a snippet and the expected answer; a `/*^*/` comment marks the token asked
/// about (the first code token after it; a comment is trivia, so it moves no code
/// position). Markers are kept away from operators, whose prefix/postfix/binary reading
/// depends on what touches them; the receiver and optional-chaining tables name their token
/// instead. The expectations are the compiler's reading of each snippet, except where a
/// comment says what one file cannot show.
final class StructureTests: XCTestCase {
    // MARK: Reading the code view

    /// Positions before the first code token and past the last read as nothing: no kind, no
    /// text, no partner, no line break; a byte offset there is the end of the file.
    func testReadingPastEitherEnd() {
        let view = CodeView(TokenizedSource("f(x)\n"))
        let asked = [CodePosition.start - 1, .start, .start + 1, view.endPosition - 1, view.endPosition]
        XCTAssertEqual(view.positions, .start..<CodePosition(4))
        XCTAssertEqual(asked.map { view.kind($0) }, [nil, .identifier, .leftParen, .rightParen, nil])
        XCTAssertEqual(asked.map { view.text($0) }, ["", "f", "(", ")", ""])
        XCTAssertEqual(asked.map { view.partner($0) }, [nil, nil, CodePosition(3), CodePosition(1), nil])
        XCTAssertEqual(asked.map { view.offset($0) }, [5, 0, 1, 3, 5].map(ByteOffset.init))
        XCTAssertEqual(asked.map { view.end($0) }, [5, 1, 2, 4, 5].map(ByteOffset.init))
        XCTAssertEqual(asked.map { view.atomEnd($0) }, [.start, CodePosition(1), CodePosition(4), CodePosition(4), CodePosition(5)])
    }

    // MARK: 0. Imported modules

    /// A closure's parameters read as the pattern a `let` or `for` binds its value to: one
    /// name, a tuple's names with or without parentheses, nothing for a typed parameter.
    func testClosureParametersAsBindingPatterns() {
        let cases: [(String, [String]?, String?)] = [
            ("value", ["value"], "value"),
            ("_", ["_"], "_"),
            ("(old, new)", ["old", "new"], "(old, new)"),
            ("_, accounts", ["_", "accounts"], "(_, accounts)"),
            ("(_, _)", ["_", "_"], "_"),
            ("(value: Int)", nil, nil),
            ("a, b: Int", nil, nil),
            ("a b", nil, nil),
        ]
        for (parameters, names, pattern) in cases {
            let view = CodeView(TokenizedSource("{ \(parameters) in }"))
            let found = view.parameterNames((.start + 1)..<(view.endPosition - 2))
            XCTAssertEqual(found, names, parameters)
            XCTAssertEqual(found.map(CodeView.bindingPattern), pattern, parameters)
        }
        XCTAssertEqual(CodeView.names(inPattern: "(_, accounts)"), ["accounts"])
        XCTAssertEqual(CodeView.names(inPattern: "value"), ["value"])
    }

    func testImportedModules() {
        let rows: [(String, Set<String>)] = [
            ("import Foundation\nimport Combine\n", ["Foundation", "Combine"]),
            ("import OpenCombine\n", ["OpenCombine"]),
            ("#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif\n", ["Combine", "OpenCombine"]),
            ("@testable import App\n", ["App"]),
            ("@_exported import OpenCombineShim\n", ["OpenCombineShim"]),
            ("import struct Foundation.URL\n", ["Foundation"]),
            ("let s = \"import Combine\" // import Combine\n", []),
            ("func f() { importer.import(x) }\n", []),
        ]
        for (text, expected) in rows {
            XCTAssertEqual(CodeView(TokenizedSource(bytes: Array(text.utf8))).importedModules, expected, text)
        }
    }

    // MARK: 1. Statement starts

    func testStatementStarts() {
        check([
            // A line break ends a statement unless the line before needs more or the new
            // line continues it.
            Row("let a = 1\n/*^*/let b = 2", true),
            Row("x = nil\n/*^*/y = 1", true),
            Row("let a = b +\n    /*^*/c", false),
            Row("let a = [1,\n    /*^*/2]", false),
            Row("foo()\n    /*^*/.map { $0 }", false),
            Row("let v = c\n    /*^*/? a\n    : b", false),
            Row("a = b; /*^*/c = d", true),
            Row("f()\n/*^*/(a, b) = (b, a)", true),  // a `(` on a new line is no call
            // Trailing closures in conditions, and the block's own `{`.
            Row("if items.contains(where: { $0 > 1 }) /*^*/{\n}", false),
            Row("if items.contains(where: { $0 > 1 }) {\n    /*^*/print(1)\n}", true),
            Row("if items.contains(where: { /*^*/$0 > 1 }) {\n}", true),
            Row("if x\n/*^*/{\n}", false),  // Allman
            Row("if a {\n}\n/*^*/else {\n}", false),
            // A closure's `in`; a `for`'s is not one.
            Row("items.forEach { value in\n    /*^*/if value {\n    }\n}", true),
            Row("items.forEach { value in /*^*/print(value) }", true),
            Row("for x in /*^*/xs {\n}", false),
            // `case` labels, and a dictionary's `:`.
            Row("switch x {\ncase .a: /*^*/print(1)\ndefault: break\n}", true),
            Row("switch x {\ncase .a:\n    /*^*/print(1)\n}", true),
            Row("switch x {\ncase .a: print(1)\n/*^*/default: break\n}", true),
            Row("let d = [\n    \"a\":\n        /*^*/1]", false),
            // `return`, `try`, `await` at a line's end: the next line is their operand.
            Row("return\n/*^*/value", false),
            Row("return\n/*^*/let y = 1", true),
            Row("let x = try\n    /*^*/fetch()", false),
            Row("let x = await\n    /*^*/load()", false),
            // Attributes on their own line; a signature continued on the next.
            Row("@MainActor\n/*^*/final class A {}", false),
            Row("@available(iOS 15, *)\n/*^*/func f() {}", false),
            Row("@MainActor\nfinal class A {}\n/*^*/let x = 1", true),
            Row("func f() throws\n    /*^*/-> Int {}", false),
            Row("func f(x: () -> Void = { }) {\n    /*^*/g()\n}", true),
            Row("@available(*, unavailable)\n/*^*/@MainActor\nfunc f() {}", false),
            Row("f(a)\n/*^*/@MainActor func g() {}", true),
            Row("let a = b\n    /*^*/&& c", false),
            Row("x\n/*^*/[0].y = 1", true),  // a `[` on a new line is no subscript
            Row("return\n/*^*/try fetch()", false),
            Row("#if DEBUG\n/*^*/let a = 1\n#endif", true),
            Row("#if os(iOS)\n/*^*/import UIKit\n#endif", true),
            Row("@objc(tap:)\n/*^*/func tap() {}", false),
            Row("let a = b\n    /*^*/as? Int", false),
            Row("switch x {\ncase .a, .b:\n    /*^*/f()\n}", true),
            Row("switch x {\ncase .a: y = c ? 1 : /*^*/2\n}", false),
            Row("f(\n    default: /*^*/1)", false),  // an argument label, not a label of a `switch`
        ]) { $0.view.startsStatement($0.mark) }
    }

    // MARK: 2. Brace kinds

    func testBraceKinds() {
        check([
            Row("class A: B /*^*/{ }", .type(keyword: "class", name: "A")),
            Row("@MainActor\nfinal class A /*^*/{ }", .type(keyword: "class", name: "A")),
            Row("extension Array where Element == Int /*^*/{ }", .type(keyword: "extension", name: "Array")),
            Row("extension Outer.Inner: P /*^*/{ }", .type(keyword: "extension", name: "Outer.Inner")),
            Row("struct S<T>: P where T: Q /*^*/{ }", .type(keyword: "struct", name: "S")),
            Row("actor Store /*^*/{ }", .type(keyword: "actor", name: "Store")),
            Row("func f(x: () -> Void = /*^*/{ }) { }", .closure),
            Row("func f(x: () -> Void = { }) /*^*/{ }", .function),
            Row("func f<T>(x: T) async throws -> [T] where T: Equatable /*^*/{ }", .function),
            Row("class A {\n    func outer() {\n        func inner() /*^*/{ }\n    }\n}", .function),
            Row("class A {\n#if DEBUG\n    func f() /*^*/{ }\n#endif\n}", .function),
            Row("init() /*^*/{ }", .function),
            Row("deinit /*^*/{ }", .function),
            Row("subscript(i: Int) -> Int /*^*/{ i }", .function),
            Row("if items.contains(where: /*^*/{ $0 > 1 }) { }", .closure),
            Row("if items.contains(where: { $0 > 1 }) /*^*/{ }", .statement),
            Row("guard items.allSatisfy({ $0 > 0 }) else /*^*/{ return }", .statement),
            Row("if x\n/*^*/{\n}", .statement),
            Row("if a {\n} else if b /*^*/{\n}", .statement),
            Row("for (a, b) in pairs /*^*/{ }", .statement),
            Row("do /*^*/{ } catch { }", .statement),
            Row("do { } catch /*^*/{ }", .statement),
            Row("var body: some View /*^*/{ VStack { Text(\"\") } }", .function),
            Row("var body: some View { VStack /*^*/{ Text(\"\") } }", .closure),
            Row("var x: Int /*^*/{ get { 1 } set { } }", .function),
            Row("var x: Int { get /*^*/{ 1 } set { } }", .function),
            Row("var x: Int { get { 1 } set(value) /*^*/{ } }", .function),
            Row("var x = 0 /*^*/{ didSet { } }", .function),  // observers, not a trailing closure
            Row("var x = 0 { willSet /*^*/{ } }", .function),
            Row("lazy var x: Int = /*^*/{ 1 }()", .closure),
            Row("let task = Task /*^*/{ }", .closure),
            Row("let f =\n    /*^*/{ }", .closure),
            Row("foo\n/*^*/{ }", .closure),  // a trailing closure on the next line
            Row("protocol P { var x: Int /*^*/{ get } }", .function),
            Row("class A { class var shared: A /*^*/{ A() } }", .function),
            Row("var x: Int { get async throws /*^*/{ 1 } }", .function),
            Row("#if os(iOS)\nclass A /*^*/{ }\n#endif", .type(keyword: "class", name: "A")),
            Row("guard\n    let a = b,\n    let c = d\nelse /*^*/{ return }", .statement),
            Row("Button(action: { }) /*^*/{ Text(\"\") }", .closure),
            Row("outer: for x in xs /*^*/{ }", .statement),  // a labeled loop, not a call of `outer`
            Row("search: do /*^*/{ } catch { }", .statement),
        ]) { $0.view.braceKind($0.mark) }
    }

    // MARK: 3. Closure signatures

    func testClosureSignatures() {
        // The marked `{`: the capture list's text, the parameter names, the body's first token.
        check([
            Row("items.map /*^*/{ $0 + 1 }", Signature(nil, [], "$0")),
            Row("items.map /*^*/{ x }", Signature(nil, [], "x")),
            Row("f /*^*/{ value in print(value) }", Signature(nil, ["value"], "print")),
            Row("f /*^*/{ value in\n    if value {\n    }\n}", Signature(nil, ["value"], "if")),
            Row("f /*^*/{ a, b in a }", Signature(nil, ["a", "b"], "a")),
            Row("f /*^*/{ _ in }", Signature(nil, ["_"], "}")),
            Row("f /*^*/{ (_, value) in value }", Signature(nil, ["_", "value"], "value")),
            Row("f /*^*/{ (a: Int, b: Int) -> Int in a + b }", Signature(nil, ["a", "b"], "a")),
            Row("f /*^*/{ (value) async throws -> Int in 1 }", Signature(nil, ["value"], "1")),
            Row("f /*^*/{ (x: Int) throws(E) -> Void in }", Signature(nil, ["x"], "}")),
            Row("f /*^*/{ [weak self] value in self?.g(value) }", Signature("weak self", ["value"], "self")),
            Row("f /*^*/{ [weak self] in g() }", Signature("weak self", [], "g")),
            Row("f /*^*/{ [unowned self, x = y] in g() }", Signature("unowned self, x = y", [], "g")),
            Row("f /*^*/{ [self] (a, b) in g() }", Signature("self", ["a", "b"], "g")),
            Row("Task /*^*/{ @MainActor in g() }", Signature(nil, [], "g")),
            Row("Task /*^*/{ @MainActor [weak self] in g() }", Signature("weak self", [], "g")),
            Row("f /*^*/{ @Sendable (x: Int) in g() }", Signature(nil, ["x"], "g")),
            Row("f /*^*/{ (result: Result<Int, Error>, other) in g() }", Signature(nil, ["result", "other"], "g")),
            Row("f /*^*/{ (done: @escaping () -> Void) in done() }", Signature(nil, ["done"], "done")),
            Row("f /*^*/{ print(\"in\") }", Signature(nil, [], "print")),
            Row("f /*^*/{ for x in xs { } }", Signature(nil, [], "for")),
            Row("f /*^*/{ items.map { x in x } }", Signature(nil, [], "items")),
            Row("func f(x: () -> Void = /*^*/{ }) { }", Signature(nil, [], "}")),
        ]) { marked in
            let signature = marked.view.closureSignature(open: marked.mark)
            return Signature(
                signature.captures.map(marked.text), signature.parameters, marked.view.text(signature.bodyStart))
        }
    }

    func testClosureCallees() {
        // The marked `{`: the name of the function it is passed to, or "none".
        check([
            Row("provider.load(id: 1) /*^*/{ url, error in }", "load"),
            Row("session.downloadTask(with: r) /*^*/{ url, _, _ in }.resume()", "downloadTask"),
            Row("items.forEach /*^*/{ print($0) }", "forEach"),
            Row("Task /*^*/{ await g() }", "Task"),
            Row("c.coordinate(readingItemAt: u, options: [], error: nil, byAccessor: /*^*/{ url in })", "coordinate"),
            Row("f(a, /*^*/{ x in x })", "f"),
            Row("g(f(x), [1, 2], completion: /*^*/{ })", "g"),
            Row("let handler = /*^*/{ }", "none"),
        ]) { marked in marked.view.callee(ofClosure: marked.mark).map { marked.view.text($0) } ?? "none" }
    }

    // MARK: 4. Enclosing type

    func testEnclosingType() {
        // Rendered as `@attributes modifiers keyword name: inherited`.
        check([
            Row("class A: UIViewController {\n    func f() { /*^*/g() }\n}", "class A: UIViewController"),
            Row(
                "@MainActor\nfinal class A: NSObject, ObservableObject {\n    /*^*/var x = 1\n}",
                "@MainActor final class A: NSObject, ObservableObject"),
            Row(
                "@available(iOS 15, *)\n@MainActor public final class VC: UIKit.UIViewController {\n"
                    + "    /*^*/var x = 1\n}",
                "@available @MainActor public final class VC: UIKit.UIViewController"),
            Row("extension Array where Element: Equatable {\n    func f() { /*^*/g() }\n}", "extension Array"),
            Row("extension Foo: Bar where T == Int {\n    /*^*/func f() {}\n}", "extension Foo: Bar"),
            Row("@MainActor extension Foo {\n    /*^*/func f() {}\n}", "@MainActor extension Foo"),
            Row("extension Outer.Inner: P {\n    /*^*/func f() {}\n}", "extension Outer.Inner: P"),
            Row(
                "struct ContentView: SwiftUI.View {\n    var body: some View {\n"
                    + "        VStack { /*^*/Text(\"\") }\n    }\n}",
                "struct ContentView: SwiftUI.View"),
            Row("struct Box<T: Equatable>: Equatable {\n    /*^*/let value: T\n}", "struct Box: Equatable"),
            Row("class A<T>: Base<T>, P {\n    /*^*/func f() {}\n}", "class A: Base, P"),
            Row("class A: B, @unchecked Sendable {\n    /*^*/func f() {}\n}", "class A: B, Sendable"),
            Row("class Outer {\n    struct Inner {\n        /*^*/let x = 1\n    }\n}", "struct Inner"),
            Row("class Outer {\n    struct Inner {}\n    /*^*/func f() {}\n}", "class Outer"),
            Row(
                "enum E: String, CaseIterable {\n    case a\n    /*^*/var x: Int { 1 }\n}",
                "enum E: String, CaseIterable"),
            Row("actor Store: Sendable {\n    func f() { /*^*/g() }\n}", "actor Store: Sendable"),
            Row("protocol P: AnyObject {\n    /*^*/func f()\n}", "protocol P: AnyObject"),
            Row("class A {\n#if DEBUG\n    func f() { /*^*/g() }\n#endif\n}", "class A"),
            Row("class A {\n    lazy var f = { /*^*/1 }()\n}", "class A"),
            Row("func f() {\n    struct Local {\n        /*^*/let x = 1\n    }\n}", "struct Local"),
            Row("final class A: @MainActor P {\n    /*^*/func f() {}\n}", "final class A: P"),
            Row("/*^*/let x = 1", "none"),
            Row("func f() { /*^*/g() }", "none"),
        ]) { marked in
            guard let type = marked.view.enclosingType(of: marked.mark) else { return "none" }
            let head = type.attributes.map { "@" + $0 } + type.modifiers + [type.keyword, type.name]
            let inherited = type.inherited.isEmpty ? "" : ": " + type.inherited.joined(separator: ", ")
            return head.joined(separator: " ") + inherited
        }
    }

    // MARK: 5. Enclosing function

    func testEnclosingFunction() {
        // Rendered as `@attributes modifiers keyword name async throws -> result`, the name
        // left out where it is the keyword.
        check([
            Row("func load(for user: User) async throws -> [Item] { /*^*/g() }", "func load async throws -> [Item]"),
            Row("func f<T>(x: T) -> T where T: Equatable { /*^*/x }", "func f -> T"),
            Row("func f() rethrows { /*^*/g() }", "func f throws"),
            Row("func f() throws(MyError) -> Int { /*^*/1 }", "func f throws -> Int"),
            Row("func f() -> (Int, String) { /*^*/(1, \"\") }", "func f -> (Int, String)"),
            Row("func f() -> some Publisher<Int, Never> { /*^*/p }", "func f -> some Publisher<Int, Never>"),
            Row("func f() -> Int\n{\n    /*^*/1\n}", "func f -> Int"),
            Row(
                "class A {\n    @MainActor static func make() -> Self { /*^*/A() }\n}",
                "@MainActor static func make -> Self"),
            Row("struct A {\n    static func == (lhs: A, rhs: A) -> Bool { /*^*/true }\n}", "static func == -> Bool"),
            Row("class A {\n    init?(x: Int) { /*^*/g() }\n}", "init"),
            Row("class A {\n    deinit { /*^*/g() }\n}", "deinit"),
            Row("struct A {\n    subscript(i: Int) -> Int { /*^*/i }\n}", "subscript -> Int"),
            Row("struct A {\n    var total: Int { /*^*/1 }\n}", "var total -> Int"),
            Row("struct A {\n    var total: Int {\n        get { /*^*/1 }\n    }\n}", "get"),
            Row("struct A {\n    var x = 0 {\n        didSet { /*^*/g() }\n    }\n}", "didSet"),
            Row(
                "struct V: View {\n    var body: some View {\n        VStack { /*^*/Text(\"\") }\n    }\n}",
                "var body -> some View"),
            Row("func outer() {\n    func inner() -> Bool { /*^*/true }\n}", "func inner -> Bool"),
            Row("func outer() {\n    items.forEach { /*^*/g($0) }\n}", "func outer"),
            Row("struct A {\n    var x: Int {\n        get async throws { /*^*/1 }\n    }\n}", "get async throws"),
            Row("class A {\n    init() async throws { /*^*/g() }\n}", "init async throws"),
            Row(
                "func f<T: Publisher>(p: T) -> AnyPublisher<T.Output, Never> { /*^*/p }",
                "func f -> AnyPublisher<T.Output, Never>"),
            // A default argument's closure is outside the function's body.
            Row("class A {\n    func f(x: () -> Void = { /*^*/g() }) {}\n}", "none"),
            Row("class A {\n    /*^*/var x = 1\n}", "none"),
            Row("Task { /*^*/await g() }", "none"),
        ]) { marked in
            guard let function = marked.view.enclosingFunction(of: marked.mark) else { return "none" }
            var words = function.attributes.map { "@" + $0 } + function.modifiers + [function.keyword]
            if function.name != function.keyword { words.append(function.name) }
            if function.isAsync { words.append("async") }
            if function.isThrowing { words.append("throws") }
            if let result = function.returnType { words += ["->", marked.text(result)] }
            return words.joined(separator: " ")
        }
    }

    /// Where a call of a name declared both `async` and not resolves to the `async` one.
    func testAsyncContext() {
        check([
            Row("func f() async {\n    /*^*/g()\n}", "async"),
            Row("func f() {\n    /*^*/g()\n}", "sync"),
            Row("func f() async {\n    if x { /*^*/g() }\n}", "async"),
            Row("func f() {\n    Task { /*^*/g() }\n}", "async"),
            Row("func f() {\n    Task(priority: .high) { /*^*/g() }\n}", "async"),
            Row("func f() {\n    Task.detached { /*^*/g() }\n}", "async"),
            Row("var body: some View {\n    Text(\"\").task(id: x) { /*^*/g() }\n}", "async"),
            Row("func f() {\n    run { () async in /*^*/g() }\n}", "async"),
            Row("func f() {\n    run {\n        await h()\n        /*^*/g()\n    }\n}", "async"),
            // A synchronous closure inside async code: a `flatMap`'s transform.
            Row("func f() async {\n    p.flatMap { x in /*^*/g(x) }\n}", "sync"),
            // An `await` in a closure nested in it does not make a closure async.
            Row("func f() {\n    p.map { x in\n        Task { await h() }\n        return /*^*/g(x)\n    }\n}", "sync"),
            Row("class A {\n    var x = /*^*/g()\n}", "sync"),
        ]) { marked in
            marked.view.isInAsyncContext(marked.mark) ? "async" : "sync"
        }
    }

    /// The `TaskPublisher` bridges a later run recognises (`BridgeRemoval`): the callee's
    /// name, nil for a look-alike.
    func testTaskPublisherBridges() {
        let rows: [(String, String?)] = [
            ("TaskPublisher { try await self.user(id: id) }\n.eraseToAnyPublisher()", "user"),
            ("TaskPublisher { () throws(APIError) in try await self.user(id: id) }\n.receive(on: DispatchQueue.main)\n.eraseToAnyPublisher()", "user"),
            ("return TaskPublisher { await count(id: id) }.eraseToAnyPublisher()", "count"),
            ("TaskPublisher<User, Error> { try await self.user(id: id) }.eraseToAnyPublisher()", "user"),
            // More than the call: no bridge.
            ("TaskPublisher { try await self.user(id: id).profile }.eraseToAnyPublisher()", nil),
            ("TaskPublisher { log(); return try await self.user(id: id) }.eraseToAnyPublisher()", nil),
            ("TaskPublisher { try await self.user(id: id) }.map(\\.name).eraseToAnyPublisher()", nil),
            ("let p = TaskPublisher { try await self.user(id: id) }\nreturn p.eraseToAnyPublisher()", nil),
        ]
        for (body, expected) in rows {
            let text = "func user(id: Int) -> AnyPublisher<User, Error> {\n\(body)\n}\n"
            let source = TokenizedSource(bytes: Array(text.utf8))
            guard let function = PublisherFunction.all(in: source).first else { return XCTFail("no function: \(body)") }
            XCTAssertEqual(BridgeRemoval.taskPublisherBridge(function, CodeView(source)), expected, body)
        }
    }

    // MARK: 6. Isolation

    func testIsolation() {
        check([
            Row("class VC: UIViewController {\n    func f() { /*^*/g() }\n}", .mainActor),
            Row(
                "class Base: UIViewController {}\nclass VC: Base {\n    func f() { /*^*/g() }\n}",
                .mainActor),
            // Only the direct list of a supertype declared elsewhere is visible.
            Row("class VC: BaseViewController {\n    func f() { /*^*/g() }\n}", .unknown(.supertype("BaseViewController"))),
            Row(
                "struct V: View {\n    var body: some View { /*^*/Text(\"\") }\n}",
                .mainActor),
            Row(
                "@MainActor protocol P {}\nclass C: P {\n    func f() { /*^*/g() }\n}",
                .mainActor),
            Row(
                "class C: NSObject, ObservableObject {\n    func f() { /*^*/g() }\n}",
                .unannotated),
            Row("@MainActor\nfinal class M {\n    func f() { /*^*/g() }\n}", .mainActor),
            Row("@MainActor extension M {\n    func f() { /*^*/g() }\n}", .mainActor),
            Row(
                "@MainActor class M {}\nextension M {\n    func f() { /*^*/g() }\n}",
                .mainActor),
            Row("extension Elsewhere {\n    func f() { /*^*/g() }\n}", .unknown(.extendedType("Elsewhere"))),
            Row("class M {\n    @MainActor func f() { /*^*/g() }\n}", .mainActor),
            Row(
                "@MainActor class M {\n    func f() {\n        func g() { /*^*/h() }\n    }\n}",
                .mainActor),
            Row(
                "@MainActor class M {\n    var x: Int {\n        get { /*^*/1 }\n    }\n}",
                .mainActor),
            Row("actor A {\n    func f() { /*^*/g() }\n}", .actorInstance),
            Row("actor A {\n    nonisolated func f() { /*^*/g() }\n}", .nonisolated),
            Row(
                "@MainActor class M {\n    nonisolated func f() { /*^*/g() }\n}",
                .nonisolated),
            Row("@MainActor class M {\n    deinit { /*^*/g() }\n}", .nonisolated),
            Row("@MainActor class M {\n    isolated deinit { /*^*/g() }\n}", .mainActor),
            Row(
                "class VC: UIViewController {}\nextension VC {\n    func f() { /*^*/g() }\n}",
                .mainActor),
            Row(
                "class B: A {\n    func f() { /*^*/g() }\n}\n@MainActor class A {}",
                .mainActor),
            Row(
                "@MainActor protocol P {}\nextension P {\n    func f() { /*^*/g() }\n}",
                .mainActor),
            Row(
                "actor A {\n    func f() {\n        Task { /*^*/g() }\n    }\n}",
                .actorInstance),
            Row(
                "@globalActor actor DB {\n    static let shared = DB()\n}\n"
                    + "@DB class Store {\n    func f() { /*^*/g() }\n}",
                .globalActor("DB")),
            // Closures: a `Task` inherits; other callers may run it anywhere.
            Row(
                "@MainActor class M {\n    func f() {\n        Task { /*^*/g() }\n    }\n}",
                .mainActor),
            Row(
                "@MainActor class M {\n    func f() {\n        Task.detached { /*^*/g() }\n    }\n}",
                .unknown(.closure)),
            Row(
                "@MainActor class M {\n    func f() {\n        DispatchQueue.global().async { /*^*/g() }\n    }\n}",
                .unknown(.closure)),
            Row(
                "class M {\n    func f() {\n        DispatchQueue.main.async { /*^*/g() }\n    }\n}",
                .mainActor),
            Row("func f() {\n    Task { @MainActor in /*^*/g() }\n}", .mainActor),
            Row("func f() async {\n    await MainActor.run { /*^*/g() }\n}", .mainActor),
            // Known limitation: whether the parameter is `@Sendable` or `sending` (so the
            // closure may leave the main actor) is in `map`'s declaration, not in this file.
            Row(
                "@MainActor class M {\n    func f() {\n        items.map { /*^*/$0 }\n    }\n}",
                .unknown(.closure)),
            Row("func f() { /*^*/g() }", .unannotated),
        ]) { $0.view.isolation(at: $0.mark) }
    }

    // MARK: 7. Receivers

    func testReceivers() {
        // The last occurrence of the named member in the snippet: `none`, `implicit`,
        // `self`, `super`, or the receiver expression's text.
        check([
            Row("self.a?.b.fetch()", member: "fetch", "self.a?.b"),
            Row("let x = .shared.fetch()", member: "fetch", ".shared"),
            Row("let x: Service = .shared", member: "shared", "implicit"),
            Row("super.viewDidLoad()", member: "viewDidLoad", "super"),
            Row("self.fetch()", member: "fetch", "self"),
            Row("fetch()", member: "fetch", "none"),
            Row("let v = try? x.y()", member: "y", "x"),
            Row("let v = try await api.client.fetch()", member: "fetch", "api.client"),
            Row("let v = a ? b.c : d", member: "c", "b"),
            Row("foo(bar).baz", member: "baz", "foo(bar)"),
            Row("items.map { $0 }.count", member: "count", "items.map { $0 }"),
            Row("let n = [1, 2].count", member: "count", "[1, 2]"),
            Row("let s = (a + b).description", member: "description", "(a + b)"),
            Row("owner?.service.updates", member: "updates", "owner?.service"),
            Row("x!.y", member: "y", "x!"),
            Row("a.b?.c()", member: "c", "a.b?"),
            Row("x.y.z", member: "y", "x"),
            Row("foo\n    .bar()\n    .baz()", member: "baz", "foo\n    .bar()"),
            Row("f()\n(x).y", member: "y", "(x)"),
            Row("let n = \"abc\".count", member: "count", "\"abc\""),
            Row("a.b(c)[0].d", member: "d", "a.b(c)[0]"),
            Row("Self.make()", member: "make", "Self"),
            Row("self?.fetch()", member: "fetch", "self?"),
            Row("items.map { $0.name }", member: "name", "$0"),
            Row("let v = await self.a.b", member: "b", "self.a"),
            // Known limitation: `<…>` generic arguments are not read backwards (the lexer
            // pairs no angle brackets), so the chain stops at `>`; the compiler reads `Foo<Int>`.
            Row("Foo<Int>.make()", member: "make", "implicit"),
        ]) { marked in
            switch marked.view.receiver(ofMemberAt: marked.mark) {
            case .none: return "none"
            case .implicitMember: return "implicit"
            case .selfReference: return "self"
            case .superReference: return "super"
            case .expression(let range): return marked.text(range)
            }
        }
    }

    // MARK: 7b. Value types

    func testValueTypes() {
        // The type of the receiver of the last occurrence of the named member, with the
        // snippet as the whole run: a type's name, `type X` for the type itself, `foreign`
        // (declared outside the run), `unknown`.
        let repository = "final class Repository {\n    static let shared = Repository()\n    let api: APIClient\n}\n"
        check([
            // Locals: written types, initializers, unwrapping, the outer name.
            Row(repository + "func f(repo: Repository) { repo.load() }", member: "load", "Repository"),
            Row(repository + "func f() {\n    let repo = Repository()\n    repo.load()\n}", member: "load", "Repository"),
            Row(repository + "func f() {\n    let repo: Repository? = nil\n    repo?.load()\n}", member: "load", "Repository"),
            Row(repository + "func f() {\n    let repo = try? Repository.shared\n    repo?.load()\n}", member: "load", "Repository"),
            Row(repository + "func f(x: Any) {\n    let repo = x as! Repository\n    repo.load()\n}", member: "load", "Repository"),
            // A local's initializer reads the names declared before it: the parameter.
            Row(repository + "func f(repo: Repository) {\n    var repo = repo\n    repo.load()\n}", member: "load", "Repository"),
            Row(
                repository + "final class M {\n    var repo: Repository?\n    func f() {\n        guard let repo else { return }\n        repo.load()\n    }\n}",
                member: "load", "Repository"),
            Row(
                repository + "final class M {\n    var repo: Repository?\n    func f() {\n        if let r = self.repo { r.load() }\n    }\n}",
                member: "load", "Repository"),
            Row(
                repository + "final class M {\n    let repo = Repository()\n    func f() {\n        items.forEach { [weak self] in\n            guard let strong = self else { return }\n            strong.repo.load()\n        }\n    }\n}",
                member: "load", "Repository"),
            // Members: through `self`, written or not, and through supertypes.
            Row(repository + "final class M {\n    private let repo: Repository\n    func f() { repo.load() }\n}", member: "load", "Repository"),
            Row(repository + "class B {\n    let repo = Repository.shared\n}\nfinal class M: B {\n    func f() { self.repo.load() }\n}", member: "load", "Repository"),
            Row(repository + "func f() { Repository.shared.api.load() }", member: "load", "APIClient"),
            Row(repository + "func f() { Repository.load() }", member: "load", "type Repository"),
            Row(repository + "extension Repository {\n    static func f() { Self.load() }\n}", member: "load", "type Repository"),
            Row(repository + "func f() { (x as Repository).load() }", member: "load", "Repository"),
            // Types the run does not declare: their members are declared outside it.
            Row("final class M {\n    let sdk: DriveClient\n    func f() { self.sdk.files.load() }\n}", member: "load", "foreign"),
            Row("func f() { URLSession.shared.load() }", member: "load", "URLSession"),
            Row("final class M: UIViewController {\n    func f() { navigationController.load() }\n}", member: "load", "foreign"),
            // What the run cannot tell.
            Row(repository + "func f(repos: [Repository]) { repos.first?.load() }", member: "load", "unknown"),
            Row("func f() { items.map { $0.load() } }", member: "load", "unknown"),
            Row("func f() { items.map { item in item.load() } }", member: "load", "unknown"),
            Row(repository + "func f<R: Repository>(repo: R) { repo.load() }", member: "load", "unknown"),
            Row("final class Box<T> {\n    let value: T\n}\nfunc f(box: Box<Int>) { box.value.load() }", member: "load", "unknown"),
            Row("func f() { make().load() }", member: "load", "unknown"),
            Row(repository + "func f(c: Container) { c.resolve(Repository.self)!.load() }", member: "load", "unknown"),
        ]) { marked in
            guard case .expression(let range) = marked.view.receiver(ofMemberAt: marked.mark) else { return "not an expression" }
            var types = TypeTable()
            types.add(marked.view.declaredTypes())
            switch marked.view.valueType(of: range, at: marked.mark, types: types) {
            case .instance(let type): return type.name
            case .metatype(let name): return "type " + name
            case .foreign: return "foreign"
            case .unknown: return "unknown"
            }
        }
    }

    // MARK: 7c. Availability

    func testAvailabilityAround() {
        // What the `@available` attributes around the mark guarantee, as `platform version`.
        check([
            Row("@available(iOS 15.0, macOS 12, *)\nfinal class C {\n    func f() { /*^*/x() }\n}", "iOS 15.0, macOS 12"),
            Row("@available(iOS 15, *)\nextension C {\n    @available(macOS 12.1, *)\n    func f() { /*^*/x() }\n}", "iOS 15, macOS 12.1"),
            Row("final class C {\n    @available(iOS, introduced: 15.0)\n    @available(watchOS, unavailable)\n    func f() { /*^*/x() }\n}", "iOS 15.0, watchOS unavailable"),
            // The later of two: a type's and its member's.
            Row("@available(iOS 16, *)\nstruct S {\n    @available(iOS 15, *)\n    func f() { /*^*/x() }\n}", "iOS 16"),
            // Not versions: deprecation, `*` alone; nor a closure's or a statement's braces.
            Row("@available(*, deprecated, message: \"old\")\nfunc f() { /*^*/x() }", ""),
            Row("func f() {\n    if #available(iOS 15, *) { /*^*/x() }\n}", ""),
        ]) { marked in
            let found = marked.view.availability(around: marked.mark)
            return found.versions.keys.sorted().map { platform -> String in
                let version = found.versions[platform]!
                return platform + " " + (version == PlatformVersions.unavailable ? "unavailable" : PlatformVersions.text(version))
            }.joined(separator: ", ")
        }
    }

    /// What a function that blocks on its thread is found by (`functionsAndCalls`): where it
    /// spins the run loop (Core Foundation's too) or makes an XCTest wait, what it calls alone
    /// or on `self`, and the selectors (name and first label) it calls on other values, which
    /// match a declaration's (`declarationSelector`).
    func testFunctionsThatBlock() {
        let text = """
            final class Authorizer {
                func authorize(timeout: Double) -> URL? {
                    CFRunLoopRunInMode(.defaultMode, timeout, false)
                    return nil
                }
                func load(_ url: URL, then: () -> Void) {}
            }
            func redirect() -> URL? {
                let authorizer = Authorizer()
                authorizer.load(url) { }
                return authorizer.authorize(timeout: 30)
            }
            extension Tests {
                func drain() { self.wait(for: [e], timeout: 1) }
                func refresh() { drain(); RunLoop.current.run(until: date) }
            }
            """
        let found = CodeView(TokenizedSource(bytes: Array(text.utf8))).functionsAndCalls().map { function in
            "\(function.owner).\(function.selector) blocks: \(function.blocksAt != nil) spins: \(function.spins) "
                + "calls: \(function.calls.sorted()) on others: \(function.receiverCalls.sorted())"
        }
        XCTAssertEqual(found, [
            "Authorizer.authorize(timeout: blocks: true spins: true calls: [\"CFRunLoopRunInMode\"] on others: []",
            "Authorizer.load(_: blocks: false spins: false calls: [] on others: []",
            ".redirect( blocks: false spins: false calls: [\"Authorizer\"] on others: [\"authorize(timeout:\", \"load(_:\"]",
            "Tests.drain( blocks: true spins: false calls: [\"wait\"] on others: []",
            "Tests.refresh( blocks: true spins: true calls: [\"drain\"] on others: [\"run(until:\"]",
        ])
    }

    /// The targets a manifest declares (`ManifestCode.targets()`): in the `targets:` list,
    /// through constants, and appended after the `Package(…)` call; not a dependency written
    /// `.target(name:)`, a binary target or one a function builds.
    func testManifestTargets() {
        let rows: [(String, [String], UInt)] = [
            ("let package = Package(name: \"A\", targets: [.target(name: \"A\", dependencies: [.target(name: \"B\")]), .target(name: \"B\", path: \"Lib/B\")])",
             ["A target", "B target"], #line),
            ("let tests: [Target] = [.testTarget(name: \"ATests\")]\nlet package = Package(name: \"A\", targets: [Target.executableTarget(name: \"a\")] + tests)",
             ["a executableTarget", "ATests testTarget"], #line),
            ("var app: Target = .target(name: \"App\")\nlet package = Package(name: \"A\", targets: [make(\"B\"), .binaryTarget(name: \"C\", path: \"C.xcframework\")])\npackage.targets.append(app)\npackage.targets += [.plugin(name: \"P\", capability: .buildTool())]",
             ["C binaryTarget", "App target", "P plugin"], #line),
        ]
        for (text, expected, line) in rows {
            let found = ManifestCode(CodeView(TokenizedSource(bytes: Array(text.utf8)))).targets().targets.map { "\($0.name) \($0.factory)" }
            XCTAssertEqual(found, expected, text, line: line)
        }
    }

    func testPlatformShortfalls() {
        let package = PlatformVersions(versions: ["iOS": [13], "macOS": [10, 15]])
        let required = AsyncAvailability.urlSessionData
        let short = { (raised: [String: [Int]]) in
            package.shortfalls(of: required, raisedBy: PlatformVersions(versions: raised)).map(\.platform)
        }
        XCTAssertEqual(short([:]), ["iOS", "macOS"])
        XCTAssertEqual(short(["iOS": [15, 0]]), ["macOS"])
        XCTAssertEqual(short(["iOS": [15], "macOS": [12]]), [])
        XCTAssertEqual(short(["iOS": [14, 5], "macOS": PlatformVersions.unavailable]), ["iOS"])
        // A package that lists only what allows it.
        XCTAssertEqual(PlatformVersions(versions: ["iOS": [15]]).shortfalls(of: required, raisedBy: PlatformVersions()).count, 0)
    }

    func testSubtypes() {
        let text = "protocol P {}\nprotocol Q: P {}\nclass A: NSObject, Q {}\nfinal class B: A {}\nextension C: P {}\nstruct D {}\n"
        var types = TypeTable()
        types.add(CodeView(TokenizedSource(bytes: Array(text.utf8))).declaredTypes())
        let rows: [(String, String, Bool, UInt)] = [
            ("B", "P", true, #line), ("B", "A", true, #line), ("A", "B", false, #line), ("C", "P", true, #line),
            ("D", "P", false, #line), ("P", "P", true, #line), ("NSObject", "A", false, #line),
        ]
        for (name, target, expected, line) in rows {
            XCTAssertEqual(types.isSubtype(name, of: target), expected, "\(name) of \(target)", line: line)
        }
        XCTAssertTrue(types.isDeclared("A"))
        XCTAssertFalse(types.isDeclared("C"), "only extended")
    }

    // MARK: 8. Optional chaining

    func testOptionalChaining() {
        // The whole snippet is the range: the text up to its chaining `?` (or "none"), and
        // the chain that ends the snippet (`chainStart(endingBefore:)`).
        check([
            Row("self.a?.b.fetch()", Chain("self.a?", "self.a?.b.fetch()")),
            Row("owner?.service.updates", Chain("owner?", "owner?.service.updates")),
            Row("a?.b?.c", Chain("a?.b?", "a?.b?.c")),
            Row("a?[0]", Chain("a?", "a?[0]")),
            Row("a?(1)", Chain("a?", "a?(1)")),
            Row("dict[\"k\"]?.count", Chain("dict[\"k\"]?", "dict[\"k\"]?.count")),
            Row("(a ?? b)?.c", Chain("(a ?? b)?", "(a ?? b)?.c")),
            Row("x?.y ?? z", Chain("x?", "z")),
            Row("a ? b : c", Chain(nil, "c")),
            Row("c ? .a : .b", Chain(nil, ".b")),
            Row("try? x.y()", Chain(nil, "x.y()")),
            Row("x as? Foo", Chain(nil, "Foo")),
            Row("a!.b", Chain(nil, "a!.b")),
            Row("a.b(c?.d)", Chain(nil, "a.b(c?.d)")),
            Row("a.map { $0?.b }", Chain(nil, "a.map { $0?.b }")),
            Row("a?.b!.c", Chain("a?", "a?.b!.c")),
            Row("foo(a ? b : c)?.d", Chain("foo(a ? b : c)?", "foo(a ? b : c)?.d")),
        ]) { marked in
            let all = marked.view.positions
            let mark = marked.view.optionalChainMark(in: all)
            XCTAssertEqual(mark != nil, marked.view.isOptionalChained(all), "isOptionalChained")
            return Chain(
                mark.map { marked.text(.start..<($0 + 1)) },
                marked.text(marked.view.chainStart(endingBefore: marked.view.endPosition)..<marked.view.endPosition))
        }
    }

    // MARK: 9. Names in scope

    func testLocalNames() {
        check([
            Row(
                "func f(for user: User, _ id: Int, count: Int) { /*^*/g() }",
                ["user": .parameter, "id": .parameter, "count": .parameter]),
            Row("func f(_: Int) { /*^*/g() }", [:]),
            Row("func f() {\n    if let x = y {\n        /*^*/g(x)\n    }\n}", ["x": .constant]),
            Row("func f() {\n    if var x = y {\n        /*^*/g(x)\n    }\n}", ["x": .variable]),
            Row("func f() {\n    guard var y = z else { return }\n    /*^*/g(y)\n}", ["y": .variable]),
            Row(
                "func f() {\n    for (a, b) in pairs {\n        /*^*/g(a, b)\n    }\n}",
                ["a": .constant, "b": .constant]),
            Row("func f() {\n    let (a, b) = pair\n    /*^*/g()\n}", ["a": .constant, "b": .constant]),
            Row("func f() {\n    items.forEach { item in /*^*/g(item) }\n}", ["item": .parameter]),
            Row("func f() {\n    items.forEach { (_, value) in /*^*/g(value) }\n}", ["value": .parameter]),
            Row("func f(x: Int) {\n    let x = x\n    /*^*/g(x)\n}", ["x": .constant]),
            Row(
                "func f() {\n    var x = 1\n    do {\n        let x = 2\n        /*^*/g(x)\n    }\n}",
                ["x": .constant]),
            Row("func outer(a: Int) {\n    func inner(b: Int) { /*^*/g() }\n}", ["a": .parameter, "b": .parameter]),
            Row("func f() {\n    /*^*/g()\n    let y = 1\n}", [:]),
            Row("class A {\n    var member = 1\n    func f() { /*^*/g() }\n}", [:]),
            // A condition's bindings are the block's, not the code after it.
            Row("func f() {\n    if let x = y {\n    }\n    /*^*/g()\n}", [:]),
            Row("func f() {\n    for x in xs {\n    }\n    /*^*/g()\n}", [:]),
            Row("func f() {\n    while let x = next() {\n    }\n    /*^*/g()\n}", [:]),
            Row("func f() {\n    if let x = y, /*^*/x > 1 {\n    }\n}", ["x": .constant]),
            Row(
                "func f() {\n    repeat {\n    } while x\n    let y = 1\n    if a {\n    }\n    /*^*/g()\n}",
                ["y": .constant]),
            Row("func f() {\n    var a = 1, b: Int = 2\n    /*^*/g()\n}", ["a": .variable, "b": .variable]),
            Row(
                "func f() {\n    let a: [String: Int] = [:], b = f(x, y)\n    /*^*/g()\n}",
                ["a": .constant, "b": .constant]),
            Row("func f() {\n    guard case .some(let v) = x else { return }\n    /*^*/g(v)\n}", ["v": .constant]),
            Row(
                "func f() {\n    switch r {\n    case let .failure(error):\n        /*^*/g(error)\n    }\n}",
                ["error": .constant]),
            Row(
                "func f() {\n    switch r {\n    case .success(var value): /*^*/g(value)\n    }\n}",
                ["value": .variable]),
            Row(
                "func f() {\n    switch r {\n    case .success(let value): g(value)\n"
                    + "    case .failure:\n        /*^*/g()\n    }\n}",
                [:]),
            Row("func f() {\n    do {\n    } catch {\n        /*^*/g(error)\n    }\n}", ["error": .constant]),
            Row("func f() {\n    do {\n    } catch let e {\n    }\n    /*^*/g()\n}", [:]),
        ]) { $0.view.localNames(visibleAt: $0.mark) }
    }

    // MARK: 10. Fresh names

    func testFreshNamesAvoiding() {
        let rows: [(base: String, used: Set<String>, expected: String, line: UInt)] = [
            ("value", [], "value", #line),
            ("value", ["value"], "value2", #line),
            ("value", ["value", "value2"], "value3", #line),
            ("value", ["value2"], "value", #line),
            ("value", ["values", "Value"], "value", #line),
        ]
        for row in rows {
            XCTAssertEqual(FreshNames.name(row.base, avoiding: row.used), row.expected, line: row.line)
        }
    }

    func testFreshNamesInBlocks() {
        // Each request names a block by its marker's index (-1: the file) and a base name;
        // the answers come in order from one `FreshNames`.
        check([
            Row("func f() /*^*/{ g() }", requests: [(0, "value")], ["value"]),
            Row("func f() /*^*/{ let value = 1 }", requests: [(0, "value")], ["value2"]),
            Row("func f() /*^*/{ g() }", requests: [(0, "value"), (0, "value")], ["value", "value2"]),
            Row(
                "func f() /*^*/{ g() }\nfunc h() /*^*/{ g() }",
                requests: [(0, "value"), (1, "value")], ["value", "value"]),
            Row("let value = 1\nfunc f() /*^*/{ g() }", requests: [(0, "value")], ["value"]),
            Row("func f() /*^*/{ g(\"value\") }", requests: [(0, "value")], ["value"]),
            Row("func f() /*^*/{ x.value = 1 }", requests: [(0, "value")], ["value2"]),
            Row("func f() /*^*/{ let value = 1 }", requests: [(-1, "value"), (-1, "value")], ["value2", "value3"]),
            Row(
                "func f() /*^*/{ let continuation = 1; let continuation2 = 2 }",
                requests: [(0, "continuation")], ["continuation3"]),
        ]) { marked, requests in
            var names = FreshNames(marked.view)
            return requests.map { names.name($0.base, inBlock: $0.marker < 0 ? nil : marked.marks[$0.marker]) }
        }
    }

    // MARK: 10b. A body's own `return`s

    func testOwnReturns() {
        // The body between the markers; each own `return` named by the token after it.
        check([
            Row(
                "func f() -> Int {/*^*/ if a { return 1 }; guard b else { return 2 }; return 3 /*^*/}",
                ["1", "2", "3"]),
            Row(
                "func f() -> Int {/*^*/ switch x { case 1: return 1; default: do { return 2 } catch { return 3 } } /*^*/}",
                ["1", "2", "3"]),
            Row(
                "func f() -> Int {/*^*/ for x in xs { return 1 }; while a { return 2 }; repeat { return 3 } while b /*^*/}",
                ["1", "2", "3"]),
            Row("func f() -> Int {/*^*/ outer: for x in xs { for y in x { return y } }; return 0 /*^*/}", ["y", "0"]),
            Row("func f() -> Int {/*^*/ let g = { return 1 }; return g() /*^*/}", ["g"]),
            Row("func f() -> Int {/*^*/ return xs.map { return $0 }.count /*^*/}", ["xs"]),
            // A nested function, accessor or type returns from itself, as a closure does.
            Row("func f() -> Int {/*^*/ func g() -> Int { return 1 }; return g() /*^*/}", ["g"]),
            Row("func f() -> Int {/*^*/ var x: Int { return 1 }; return x /*^*/}", ["x"]),
            Row("func f() -> Int {/*^*/ var x = 0 { didSet { return } }; return x /*^*/}", ["x"]),
            Row("func f() -> Int {/*^*/ struct S { func h() -> Int { return 1 } }; return S().h() /*^*/}", ["S"]),
            Row("items.map { x in/*^*/ if x { return 1 }; return 2 /*^*/}", ["1", "2"]),
            Row("items.forEach { x in/*^*/ func g() { return }; g() /*^*/}", []),
        ]) { marked in
            marked.view.ownReturns(in: marked.marks[0]..<marked.marks[1]).map { marked.view.text($0 + 1) }
        }
    }

    // MARK: 11. Statement lists

    func testStatementLists() {
        // The statements of the whole snippet, or of the range between two markers.
        check([
            Row("let a = 1\nlet b = 2", ["let a = 1", "let b = 2"]),
            Row("a(); b()", ["a();", "b()"]),
            Row("if x {\n} else {\n}\nnext()", ["if x {\n} else {\n}", "next()"]),
            Row("if x\n{\n}\nnext()", ["if x\n{\n}", "next()"]),
            Row("return\nvalue", ["return\nvalue"]),
            Row("foo\n    .bar()\n    .baz()\nqux()", ["foo\n    .bar()\n    .baz()", "qux()"]),
            Row("let x = try\n    fetch()\nprint(x)", ["let x = try\n    fetch()", "print(x)"]),
            Row("let y = await\n    load()", ["let y = await\n    load()"]),
            Row("@MainActor\nfinal class A {}\nlet x = 1", ["@MainActor\nfinal class A {}", "let x = 1"]),
            Row("items.forEach { x in\n}\n(a, b) = (b, a)", ["items.forEach { x in\n}", "(a, b) = (b, a)"]),
            Row("let v = c\n    ? a\n    : b\nnext()", ["let v = c\n    ? a\n    : b", "next()"]),
            Row("guard let self else { return }\nfetch()", ["guard let self else { return }", "fetch()"]),
            Row(
                "switch x {\n/*^*/case .a: f()\ndefault: break\n/*^*/}",
                ["case .a:", "f()", "default:", "break"]),
            Row("f { value in\n    /*^*/if value {\n    }\n    g()\n/*^*/}", ["if value {\n    }", "g()"]),
            Row("var x: Int {\n    /*^*/get { 1 }\n    set { }\n/*^*/}", ["get { 1 }", "set { }"]),
            Row(
                "#if DEBUG\nlet a = 1\n#else\nlet a = 2\n#endif",
                ["#if DEBUG", "let a = 1", "#else", "let a = 2", "#endif"]),
        ]) { marked in
            let range = marked.marks.count == 2 ? marked.marks[0]..<marked.marks[1] : marked.view.positions
            let statements = marked.view.statements(in: range)
            for statement in statements {
                let end = marked.view.statementEnd(from: statement.lowerBound, before: range.upperBound)
                XCTAssertEqual(end, statement.upperBound, "statementEnd of \(marked.text(statement).debugDescription)")
            }
            return statements.map(marked.text)
        }
    }

    func testGuardLetSelf() {
        let rows: [(String, Bool, UInt)] = [
            ("guard let self else { return }", true, #line),
            ("guard let self = self else { return }", true, #line),
            ("guard let self else {\n    return\n}", true, #line),
            ("guard let self else { return nil }", false, #line),
            ("guard let strongSelf = self else { return }", false, #line),
        ]
        for (input, expected, line) in rows {
            let marked = Marked(input)
            XCTAssertEqual(marked.view.isGuardLetSelf(marked.view.positions), expected, input, line: line)
        }
    }

    func testGuardLetSelfName() {
        let rows: [(String, String?, UInt)] = [
            ("guard let self else { return }", "self", #line),
            ("guard let self = self else { return }", "self", #line),
            ("guard let strongSelf = self else { return }", "strongSelf", #line),
            ("guard let strongSelf = self else { return nil }", nil, #line),
            ("guard let other = owner else { return }", nil, #line),
        ]
        for (input, expected, line) in rows {
            let marked = Marked(input)
            XCTAssertEqual(marked.view.guardLetSelfName(marked.view.positions), expected, input, line: line)
        }
    }

    func testDeclaredNamesInStatements() {
        // What the statements of a block declare in its own scope (not their blocks', not `if let`'s).
        let rows: [(String, Set<String>, UInt)] = [
            ("let a = 1\nvar b = 2\nfunc c() {}", ["a", "b", "c"], #line),
            ("let (x, y) = pair", ["x", "y"], #line),
            ("guard let user = user else { return }", ["user"], #line),
            ("if let user = user { let inner = 1 }", [], #line),
            ("do { let inner = 1 }\nprint(inner)", [], #line),
            ("items.forEach { let inner = $0 }", [], #line),
        ]
        for (input, expected, line) in rows {
            let marked = Marked(input)
            XCTAssertEqual(marked.view.declaredNames(inStatementsOf: marked.view.positions), expected, input, line: line)
        }
    }

    func testUsesOfNames() {
        // A name read as a value, not a member (`.name`) nor an argument label (`f(name:)`).
        check([
            Row("print(/*^*/todo)", true),
            Row("print(item./*^*/todo)", false),
            Row("load(/*^*/todo: 1)", false),
            Row("load(a, /*^*/todo: 1)", false),
            Row("let x = flag ? /*^*/todo : other", true),
            Row("[/*^*/todo]", true),
        ]) { marked in marked.view.isUse(marked.marks[0]) }
    }

    func testPostfixExpressions() {
        let rows: [(String, Bool, UInt)] = [
            ("user", true, #line),
            ("user.profile.name", true, #line),
            ("api.user(id: 1)?.name", true, #line),
            ("items[0].title", true, #line),
            ("self.value", true, #line),
            ("$0.count", true, #line),
            ("a + b", false, #line),
            ("try? load()", false, #line),
            ("{ 1 }()", false, #line),
        ]
        for (input, expected, line) in rows {
            let marked = Marked(input)
            XCTAssertEqual(marked.view.isPostfixExpression(marked.view.positions), expected, input, line: line)
        }
    }

    func testChainOperators() {
        // The operators after a chain's first call: name, whether there are arguments, whether a closure.
        let rows: [(String, [String]?, UInt)] = [
            (".map(\\.name)", ["map()"], #line),
            (".map { $0.name }.eraseToAnyPublisher()", ["map{}", "eraseToAnyPublisher()"], #line),
            (".flatMap(maxPublishers: .max(1)) { x in f(x) }", ["flatMap(){}"], #line),
            (".tryMap({ try decode($0) })\n    .receive(on: DispatchQueue.main)", ["tryMap{}", "receive()"], #line),
            (".catch { _ in Just(1) }", ["catch{}"], #line),
            (".sink\n{ x in }", nil, #line),
            ("+ 1", nil, #line),
        ]
        for (input, expected, line) in rows {
            let marked = Marked(input)
            let view = marked.view
            let found = try? view.chainOperators(from: .start, to: view.endPosition).get().map { op in
                op.name + (op.arguments != nil && op.arguments?.lowerBound != op.closure ? "()" : "") + (op.closure != nil ? "{}" : "")
            }
            XCTAssertEqual(found, expected, input, line: line)
        }
    }

    // MARK: 12. Resume paths

    func testResumeCounts() {
        // The resume counts reachable at the exits of a closure body resuming `c`.
        check([
            Row("c.resume()", [1]),
            Row("if x { c.resume() }", [0, 1]),
            Row("if x { c.resume() } else { c.resume() }", [1]),
            Row("c.resume(); c.resume()", [2]),
            Row("guard x else { return }\nc.resume()", [0, 1]),
            Row("guard x else { c.resume(); return }\nc.resume()", [1]),
            Row("switch x {\ncase .a: c.resume()\ndefault: c.resume()\n}", [1]),
            Row("switch x {\ncase .a:\n    c.resume()\ncase .b:\n    break\n}", [0, 1]),
            Row("for x in xs { c.resume() }", [0, 1]),
            Row("do {\n    try f()\n    c.resume()\n} catch {\n    c.resume()\n}", [1]),
            Row("fatalError()", []),
        ]) { marked in
            var walk = ResumePaths(code: marked.view, name: "c")
            let flow = walk.block(marked.view.positions, .start, completion: nil)
            return flow.exits(close: marked.view.endPosition).counts
        }
    }
}

// MARK: - Table support

extension StructureTests {
    /// A snippet tokenized, with the code positions its `/*^*/` markers point at.
    struct Marked {
        static let marker = "/*^*/"
        let view: CodeView
        /// For each marker, the first code token after it.
        let marks: [CodePosition]

        init(_ text: String) {
            let view = CodeView(TokenizedSource(bytes: Array(text.utf8)))
            var marks: [CodePosition] = []
            var rest = text[...]
            while let found = rest.range(of: Self.marker) {
                let end = ByteOffset(text.utf8.distance(from: text.startIndex, to: found.upperBound))
                marks.append(view.positions.first { view.offset($0) >= end } ?? view.endPosition)
                rest = text[found.upperBound...]
            }
            self.view = view
            self.marks = marks
        }

        init(view: CodeView, marks: [CodePosition]) {
            self.view = view
            self.marks = marks
        }

        /// The code position of the first marker; the end of the code when there is none.
        var mark: CodePosition { marks.first ?? view.endPosition }

        /// The source text from the first code token of `range` to the end of its last.
        func text(_ range: Range<CodePosition>) -> String { view.source.text(ofCode: range) }
    }

    /// A table row: a snippet and the expected answer.
    struct Row<Answer: Equatable> {
        let input: String
        let expected: Answer
        /// For the receiver table: the member asked about (its last occurrence).
        var member: String?
        /// For the fresh-names table: (marker index, base name) requests.
        var requests: [(marker: Int, base: String)] = []
        let line: UInt

        init(_ input: String, _ expected: Answer, line: UInt = #line) {
            self.input = input
            self.expected = expected
            self.line = line
        }

        init(_ input: String, member: String, _ expected: Answer, line: UInt = #line) {
            self.init(input, expected, line: line)
            self.member = member
        }

        init(_ input: String, requests: [(Int, String)], _ expected: Answer, line: UInt = #line) {
            self.init(input, expected, line: line)
            self.requests = requests.map { (marker: $0.0, base: $0.1) }
        }
    }

    /// A closure signature as the table writes it.
    struct Signature: Equatable, CustomStringConvertible {
        let captures: String?
        let parameters: [String]
        let bodyStart: String
        init(_ captures: String?, _ parameters: [String], _ bodyStart: String) {
            self.captures = captures
            self.parameters = parameters
            self.bodyStart = bodyStart
        }
        var description: String { "[\(captures ?? "-")] (\(parameters.joined(separator: ", "))) in \(bodyStart)" }
    }


    /// An optional chain's mark (the text up to its `?`) and the chain ending the snippet.
    struct Chain: Equatable {
        let mark: String?
        let chain: String
        init(_ mark: String?, _ chain: String) {
            self.mark = mark
            self.chain = chain
        }
    }

    /// Checks each row's answer, asked at its marked token or, with `member`, at the
    /// member's last occurrence.
    func check<Answer: Equatable>(
        _ rows: [Row<Answer>], file: StaticString = #filePath,
        _ answer: (Marked) -> Answer
    ) {
        check(rows, file: file) { marked, _ in answer(marked) }
    }

    func check<Answer: Equatable>(
        _ rows: [Row<Answer>], file: StaticString = #filePath,
        _ answer: (Marked, [(marker: Int, base: String)]) -> Answer
    ) {
        for row in rows {
            var marked = Marked(row.input)
            if let member = row.member {
                let positions = (marked.view.positions).filter { marked.view.text($0) == member }
                guard let last = positions.last else {
                    XCTFail("no `\(member)` in \(row.input.debugDescription)", file: file, line: row.line)
                    continue
                }
                marked = Marked(view: marked.view, marks: [last])
            }
            XCTAssertEqual(
                answer(marked, row.requests), row.expected, row.input.debugDescription, file: file, line: row.line)
        }
    }
}
