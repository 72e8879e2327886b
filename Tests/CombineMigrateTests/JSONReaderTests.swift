import Foundation
import XCTest

@testable import CommandLine

/// The configuration's JSON reader: the values JSON has, positions of values and keys, and
/// errors where they are.
final class JSONReaderTests: XCTestCase {
    private typealias Position = JSONReader.Position

    func testValuesAndPositions() throws {
        let text = "\u{FEFF}{\n  \"a\": [1, -2.5e3, true, false, null],\n  \"b\": \"x\\\"\\\\\\/\\n\\u00e9\\ud83d\\ude00\"\n}\n"
        let node = try JSONReader.parse(Array(text.utf8))
        guard case .object(let members) = node.value else { return XCTFail("\(node)") }
        XCTAssertEqual(node.position, Position(line: 1, column: 1))
        XCTAssertEqual(members.map(\.key), ["a", "b"])
        XCTAssertEqual(members.map(\.keyPosition), [Position(line: 2, column: 3), Position(line: 3, column: 3)])
        XCTAssertEqual(members[0].value.value, .array([
            .init(value: .number(1), position: Position(line: 2, column: 9)),
            .init(value: .number(-2500), position: Position(line: 2, column: 12)),
            .init(value: .bool(true), position: Position(line: 2, column: 20)),
            .init(value: .bool(false), position: Position(line: 2, column: 26)),
            .init(value: .null, position: Position(line: 2, column: 33)),
        ]))
        XCTAssertEqual(members[1].value.value, .string("x\"\\/\né😀"))
    }

    func testErrorsAreWhereTheyAre() {
        let cases: [(String, String, Position)] = [
            ("{\"a\" 1}", "expected ':' after the key 'a'", Position(line: 1, column: 6)),
            ("{\"a\": 1,}", "expected a key in double quotes", Position(line: 1, column: 9)),
            ("[01]", "a number does not start with 0", Position(line: 1, column: 2)),
            ("[1.]", "expected digits after '.'", Position(line: 1, column: 4)),
            ("[\"\\q\"]", "unknown escape '\\q'", Position(line: 1, column: 3)),
            ("[\"\\u12\"]", "expected four hexadecimal digits after '\\u'", Position(line: 1, column: 3)),
            ("[\"\\ud800\"]", "a lone surrogate in '\\u' escapes", Position(line: 1, column: 3)),
            // Found by Scripts/fuzz.sh configuration: an escaped line break was reported past its
            // line; a number beyond a Double was accepted (Foundation rejects it).
            ("[1e3232  ]", "a number too large", Position(line: 1, column: 2)),
            ("[0, \"\\\n\tu00\"]", "unknown escape '\\u{a}'", Position(line: 1, column: 6)),
            ("[\"a\tb\"]", "a control character in a string must be escaped", Position(line: 1, column: 4)),
            ("\n\n  nul", "expected a value (did you mean null?)", Position(line: 3, column: 3)),
            ("[1] [2]", "unexpected text after the end of the document", Position(line: 1, column: 5)),
        ]
        for (text, message, position) in cases {
            XCTAssertThrowsError(try JSONReader.parse(Array(text.utf8)), text) { error in
                XCTAssertEqual(error as? JSONReader.SyntaxError, JSONReader.SyntaxError(message: message, position: position), text)
            }
        }
    }

    /// Nesting is limited, so a hostile file cannot exhaust the stack.
    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSONReader.parse(Array(deep.utf8))) { error in
            XCTAssertEqual((error as? JSONReader.SyntaxError)?.message, "nested more than 256 deep")
        }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        XCTAssertNoThrow(try JSONReader.parse(Array(fine.utf8)))
    }

    /// What Foundation accepts as a document, the reader accepts with the same values.
    func testAgreesWithFoundation() throws {
        let documents = [
            #"{"rules": {"import-cleanup": false, "sink-for-await": true}, "exclude": ["Tests/*", "*.generated.swift"]}"#,
            #"[0, 1e2, 1E-2, 0.5, "é", "\u0041", [], {}]"#,
        ]
        for text in documents {
            let ours = try JSONReader.parse(Array(text.utf8))
            let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8))
            let canonical = { (value: Any) in try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) }
            XCTAssertEqual(try canonical(Self.plain(ours)), try canonical(theirs), text)
        }
    }

    private static func plain(_ node: JSONReader.Node) -> Any {
        switch node.value {
        case .string(let text): text
        case .number(let number): number
        case .bool(let bool): bool
        case .null: NSNull()
        case .array(let elements): elements.map(plain)
        case .object(let members): Dictionary(uniqueKeysWithValues: members.map { ($0.key, plain($0.value)) })
        }
    }
}
