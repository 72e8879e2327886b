import XCTest

@testable import Project

/// The YAML subset XcodeGen specs are written in: the shapes real specs use, and errors on
/// their line.
final class YAMLTests: XCTestCase {
    private func plain(_ text: String) -> YAMLNode { .scalar(text, isPlain: true) }
    private func quoted(_ text: String) -> YAMLNode { .scalar(text, isPlain: false) }
    private func map(_ entries: KeyValuePairs<String, YAMLNode>) -> YAMLNode {
        .mapping(entries.map { YAMLNode.Entry(key: $0.key, value: $0.value) })
    }

    func testDocuments() throws {
        let cases: [(String, YAMLNode)] = [
            ("", .null),
            ("# only a comment\n", .null),
            ("name: App", map(["name": plain("App")])),
            ("---\nname: App # the name\n...\n", map(["name": plain("App")])),
            ("a:\n  b: 1\n  c:\n    - x\n    - y\nd: ~\n", map(["a": map(["b": plain("1"), "c": .sequence([plain("x"), plain("y")])]), "d": .null])),
            // A list at its key's indentation; items that are mappings.
            ("sources:\n- path: App\n  excludes:\n    - \"*.md\"\n- Tests\n", map(["sources": .sequence([
                map(["path": plain("App"), "excludes": .sequence([quoted("*.md")])]), plain("Tests"),
            ])])),
            ("list:\n  -\n    a: 1\n  - - x\n    - y\n", map(["list": .sequence([map(["a": plain("1")]), .sequence([plain("x"), plain("y")])])])),
            ("flow: [a, \"b, c\", {k: v, n: [1, 2]}]", map(["flow": .sequence([
                plain("a"), quoted("b, c"), map(["k": plain("v"), "n": .sequence([plain("1"), plain("2")])]),
            ])])),
            ("flow: [\n  a, # first\n  b\n]\nnext: 1", map(["flow": .sequence([plain("a"), plain("b")]), "next": plain("1")])),
            ("m: {}\ns: []\npair: [k: v]", map(["m": map([:]), "s": .sequence([]), "pair": .sequence([map(["k": plain("v")])])])),
            ("url: https://example.com/a#b\ntime: 12:30", map(["url": plain("https://example.com/a#b"), "time": plain("12:30")])),
            ("'quoted key': 'it''s'\n\"k\\tx\": \"a\\\"b\\u00e9\"", map(["quoted key": quoted("it's"), "k\tx": quoted("a\"bé")])),
            ("script: |\n  echo 1\n    indented\n\n  # not a comment\nafter: x", map([
                "script": quoted("echo 1\n  indented\n\n# not a comment"), "after": plain("x"),
            ])),
            ("folded: >-\n  one\n  two\n", map(["folded": quoted("one two")])),
            ("long: first\n  second line\nk: v", map(["long": plain("first second line"), "k": plain("v")])),
            ("empty:\nnext: 1", map(["empty": .null, "next": plain("1")])),
            ("- a\n- b: c\n  d: e", .sequence([plain("a"), map(["b": plain("c"), "d": plain("e")])])),
            ("\u{FEFF}k: v\r\nl: w\r\n", map(["k": plain("v"), "l": plain("w")])),
            ("script: |\n\tmake\n\t\tinstall\n", map(["script": quoted("make\n install")])),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try YAMLNode.parse(Array(text.utf8)), expected, text)
        }
    }

    func testErrorsNameTheirLine() {
        let deep = (0..<70).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        let cases: [(String, String)] = [
            ("base: &base\n  a: 1\nother: *base", "line 1: anchors, aliases and tags are not supported"),
            ("a: 1\n  b: 2", "line 2: unexpected indentation"),
            ("a:\n  b: 1\n c: 2", "line 3: unexpected indentation"),
            ("a: [1, 2", "line 1: a '[' not closed"),
            ("a: {k: v] ", "line 1: expected ',' or '}', found ']'"),
            ("a: \"open", "line 1: a quoted string not closed"),
            ("a: \"x\" y", "line 1: unexpected text after a quoted string"),
            ("a: \"\\q\"", "line 1: unknown escape '\\q'"),
            ("a:\n\tb: 1", "line 2: a tab in the indentation"),
            ("a:\n  - x\n  y: 1", "line 3: unexpected indentation"),
            ("- a\nb: 1", "line 2: unexpected indentation"),
            (deep, "line 65: nested more than 64 levels deep"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try YAMLNode.parse(Array(text.utf8)), text) { error in
                XCTAssertEqual((error as? ProjectFileError)?.message, message, text)
            }
        }
    }
}
