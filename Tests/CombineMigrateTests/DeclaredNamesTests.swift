import XCTest

@testable import Tokenizer
@testable import Structure

/// `DeclaredNames`: the names a file may declare a type by, read from bytes — a superset of
/// what the tokenizer finds, so that a file without a name surely declares no such type.
final class DeclaredNamesTests: XCTestCase {
    func testNamesAfterTypeKeywords() {
        let rows: [(text: String, names: Set<String>, uncertain: Bool, globalActor: Bool, line: UInt)] = [
            ("@MainActor class BaseViewModel: NSObject {}", ["BaseViewModel"], false, false, #line),
            ("final class Feed<T>: Base {}\nstruct Row {}\nenum Kind {}\nprotocol Themed {}\nactor Store {}",
             ["Feed", "Row", "Kind", "Themed", "Store"], false, false, #line),
            // Line breaks and tabs between the keyword and the name.
            ("class\n\tSpread {}", ["Spread"], false, false, #line),
            // Backticks: the name both ways.
            ("class `Type` {}", ["Type", "`Type`"], false, false, #line),
            // Extensions declare no type; `class func` gives a word that names none.
            ("extension Feed: Themed {}\nclass func make() {}", ["func"], false, false, #line),
            // The same words in comments and strings count (a superset).
            ("// class Ghost\nlet s = \"struct Phantom\"", ["Ghost", "Phantom"], false, false, #line),
            // A comment between the keyword and the name: any name.
            ("class /* legacy */ Old {}", [], true, false, #line),
            ("class // legacy\n Old {}", [], true, false, #line),
            // A global actor's declaration.
            ("@globalActor actor DatabaseActor { static let shared = DatabaseActor() }", ["DatabaseActor"], false, true, #line),
            // Non-ASCII names, and words that only contain a keyword.
            ("struct Café {}\nlet subclass = classification", ["Café"], false, false, #line),
            ("class", [], false, false, #line),
            // A type alias names a type as a declaration does (a `Task` of the code's own).
            ("struct Coordinator {\n    typealias Task = Payments.Task\n}", ["Coordinator", "Task"], false, false, #line),
        ]
        for row in rows {
            let found = DeclaredNames(scanning: Array(row.text.utf8))
            XCTAssertEqual(found.names, row.names, row.text, line: row.line)
            XCTAssertEqual(found.uncertain, row.uncertain, row.text, line: row.line)
            XCTAssertEqual(found.mayDeclareGlobalActor, row.globalActor, row.text, line: row.line)
        }
    }

    /// Every type the tokenizer's summary finds is among the names the bytes give.
    func testSupersetOfTheSummary() {
        let text = """
            @MainActor
            open class Controller<Model>: UIViewController where Model: Sendable {
                final class Inner: NSObject {}
                enum State { case idle }
            }
            extension Controller.Inner: Themed {}
            private protocol Themed: AnyObject {}
            public actor Cache {
                typealias Task = Controller.State
            }
            typealias Handler = () -> Void
            """
        let summary = CodeView(TokenizedSource(text)).typeSummary()
        let names = DeclaredNames(scanning: Array(text.utf8))
        let declared = summary.declarations.filter { $0.keyword != "extension" }.map(\.name)
        XCTAssertEqual(Set(declared), ["Controller", "Inner", "State", "Themed", "Cache"])
        XCTAssertEqual(summary.aliases.map(\.name), ["Task", "Handler"])
        XCTAssertEqual(summary.aliases.map(\.outer), ["Cache", nil])
        for name in declared + summary.aliases.map(\.name) { XCTAssertTrue(names.mayDeclare(name), name) }
    }
}
