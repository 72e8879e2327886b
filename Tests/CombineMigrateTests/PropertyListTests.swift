import XCTest

@testable import Project

/// The old-style property-list text of `project.pbxproj`: the values it has, its comments and
/// quoting, and errors on the line they are on.
final class PropertyListTests: XCTestCase {
    func testValues() throws {
        let cases: [(String, PropertyList)] = [
            ("abc", .string("abc")),
            ("\u{FEFF}{ a = b; }", .dictionary(["a": .string("b")])),
            ("// !$*UTF8*$!\n{ a = b; }", .dictionary(["a": .string("b")])),
            ("{ path = \"<group>\"; sourceTree = SOURCE_ROOT; }", .dictionary(["path": .string("<group>"), "sourceTree": .string("SOURCE_ROOT")])),
            ("( a, \"b c\", )", .array([.string("a"), .string("b c")])),
            ("( a, b )", .array([.string("a"), .string("b")])),
            ("()", .array([])),
            ("{}", .dictionary([:])),
            ("<0fbd 77AA>", .data([0x0F, 0xBD, 0x77, 0xAA])),
            ("\"a\\nb\\t\\\"c\\\\\"", .string("a\nb\t\"c\\")),
            ("\"\\U00e9\\012\"", .string("é\n")),
            ("'single'", .string("single")),
            ("{ 1A2B /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = 3C4D /* App.swift */; }; }",
             .dictionary(["1A2B": .dictionary(["isa": .string("PBXBuildFile"), "fileRef": .string("3C4D")])])),
            ("{ \"KEY[sdk=iphoneos*]\" = 12.0; a = x; a = y; }", .dictionary(["KEY[sdk=iphoneos*]": .string("12.0"), "a": .string("y")])),
            ("{ list = (\n\t\"$(inherited)\",\n\t\"-D\",\n\tDEBUG,\n); }", .dictionary(["list": .array([.string("$(inherited)"), .string("-D"), .string("DEBUG")])])),
            ("{ path = Sources/App/ñ.swift; }", .dictionary(["path": .string("Sources/App/ñ.swift")])),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try PropertyList.parse(Array(text.utf8)), expected, text)
        }
    }

    func testErrorsNameTheirLine() {
        let deep = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
        let cases: [(String, String)] = [
            ("", "line 1: unexpected end of the file, expected a value"),
            ("{\n a = b\n}", "line 3: expected ';' after the value of 'a', found '}'"),
            ("{\n a b; }", "line 2: expected '=' after the key 'a', found 'b'"),
            ("{ a = b;", "line 1: the dictionary opened on line 1 is not closed"),
            ("(\n a,\n b", "line 3: the array opened on line 1 is not closed"),
            ("( a b )", "line 1: unexpected 'b', expected ',' or ')' in an array"),
            ("{ a = \"open\n\n; }", "line 3: the string opened on line 1 is not closed"),
            ("<0g>", "line 1: unexpected 'g' in data"),
            ("<abc>", "line 1: data with an odd number of hexadecimal digits"),
            ("{ a = ; }", "line 1: unexpected ';', expected a value"),
            ("{} x", "line 1: unexpected text after the end of the property list"),
            ("{ = b; }", "line 1: unexpected '=', expected a key"),
            (deep, "line 1: nested more than 64 levels deep"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try PropertyList.parse(Array(text.utf8)), text) { error in
                XCTAssertEqual((error as? ProjectFileError)?.message, message, text)
            }
        }
    }
}
