import Foundation
import XCTest

@testable import Output
@testable import Structure

/// Where a large file is cut into parts (`FileParts`), and that a file rewritten in parts
/// comes out as it does rewritten whole: the same bytes written, the same findings at the
/// same lines, a diff that applies to it.
final class FilePartsTests: XCTestCase {
    /// A class of `sites` subscriptions the default rules migrate (`receive-main-actor`),
    /// with a doc comment; `extra` goes inside it.
    private func model(_ name: String, sites: Int = 3, extra: String = "") -> String {
        var text = "/// The model \(name).\nfinal class \(name) {\n    private var c = Set<AnyCancellable>()\n"
        for i in 1...sites { text += "    let x\(i) = PassthroughSubject<Int, Never>()\n    private(set) var v\(i) = 0\n" }
        text += "    func bind() {\n"
        for i in 1...sites {
            text += "        x\(i).receive(on: DispatchQueue.main).sink { value\(i) in self.v\(i) = value\(i) }.store(in: &c)\n"
        }
        return text + "    }\n\(extra)}\n\n"
    }

    private let imports = "// Header comment.\nimport Combine\n@testable import Foundation\n\n"

    /// The text of each part.
    private func partTexts(_ text: String, size: Int, window: Int = 4 << 20, margin: Int = 1 << 16) -> [String]? {
        let bytes = Array(text.utf8)
        return FileParts.cut(bytes, size: size, window: window, margin: margin)?.parts.map {
            String(decoding: bytes[$0], as: UTF8.self)
        }
    }

    func testCutsBetweenTopLevelDeclarationsWithTheirComments() throws {
        let text = imports + model("A") + model("B") + model("C") + model("D")
        let bytes = Array(text.utf8)
        let layout = try XCTUnwrap(FileParts.cut(bytes, size: 100))
        XCTAssertEqual(String(decoding: bytes[layout.preamble], as: UTF8.self), "// Header comment.\nimport Combine\n@testable import Foundation\n")
        let parts = layout.parts.map { String(decoding: bytes[$0], as: UTF8.self) }
        XCTAssertEqual(parts.count, 4)
        XCTAssertEqual(parts.joined(), text)
        XCTAssertTrue(parts[0].hasPrefix(imports + "/// The model A."))
        // Each part after the first starts with the blank line and doc comment of its class.
        for (index, name) in ["B", "C", "D"].enumerated() {
            XCTAssertTrue(parts[index + 1].hasPrefix("\n/// The model \(name).\nfinal class \(name) {"), parts[index + 1])
        }
    }

    func testPartsAreAtLeastTheSizeAsked() throws {
        let text = imports + model("A") + model("B") + model("C") + model("D")
        let parts = try XCTUnwrap(partTexts(text, size: text.utf8.count / 3))
        XCTAssertEqual(parts.count, 2)
        XCTAssertEqual(parts.joined(), text)
        XCTAssertNil(partTexts(text, size: text.utf8.count), "one part is no cut")
    }

    func testNeverCutsBetweenTwoDeclarationsOfOneType() throws {
        let text = imports + model("A") + model("B") + model("C") + "extension B {\n    func more() {}\n}\n\n" + model("D")
        let parts = try XCTUnwrap(partTexts(text, size: 100))
        XCTAssertEqual(parts.joined(), text)
        let holdingB = parts.filter { $0.contains("class B") || $0.contains("extension B") }
        XCTAssertEqual(holdingB.count, 1, "B and its extension in one part")
        XCTAssertTrue(holdingB[0].contains("class C"))
        XCTAssertEqual(parts.count, 3)
    }

    func testFilesThatCannotBeCut() {
        let classes = model("A") + model("B") + model("C")
        XCTAssertNil(partTexts(imports + classes + "private let shared = 1\n", size: 100), "a top-level private declaration")
        XCTAssertNil(partTexts(imports + classes + "fileprivate func helper() {}\n", size: 100), "a top-level fileprivate declaration")
        XCTAssertNil(partTexts(imports + model("A", extra: "    fileprivate var bag = 0\n") + model("B") + model("C"), size: 100), "a fileprivate member")
        XCTAssertNotNil(partTexts(imports + model("A", extra: "    private var bag = 0\n") + model("B") + model("C"), size: 100), "a private member")
        XCTAssertNil(partTexts(imports + model("A") + "import UIKit\n" + model("B") + model("C"), size: 100), "an import after a declaration")
        XCTAssertNil(partTexts(imports + "// combine-migrate:disable-file\n" + classes, size: 100), "a suppression comment")
    }

    /// `extension Outer.B` goes with `B` (the rules match a type by its last name component)
    /// and with `Outer`.
    func testAQualifiedExtensionStaysWithEachOfItsNames() throws {
        let text = imports + model("A") + model("B") + model("C") + "extension Outer.B {\n    func more() {}\n}\n\n" + model("D")
        let parts = try XCTUnwrap(partTexts(text, size: 100))
        XCTAssertEqual(parts.joined(), text)
        XCTAssertEqual(parts.filter { $0.contains("class B") || $0.contains("extension Outer.B") }.count, 1)
    }

    /// The preamble holds imports and directives only: an attribute line is the first
    /// declaration's however its comment reads, and other code on an import's line stops the cut.
    func testThePreambleHoldsImportsOnly() throws {
        let attributed = "import UIKit\n@MainActor // see the import notes\nfinal class AppState {\n    var x = 0\n}\n\n"
        let bytes = Array((attributed + model("A") + model("B") + model("C")).utf8)
        let layout = try XCTUnwrap(FileParts.cut(bytes, size: 100))
        XCTAssertEqual(String(decoding: bytes[layout.preamble], as: UTF8.self), "import UIKit\n")
        XCTAssertNil(partTexts("import Combine; let shared = 1\n\n" + model("A") + model("B") + model("C"), size: 100))
        XCTAssertNotNil(partTexts("import Combine; import Foundation\n\n" + model("A") + model("B") + model("C"), size: 100))
        XCTAssertNil(partTexts(imports + model("A", extra: "    let pattern = #/\n    a}\n    /#\n") + model("B") + model("C"), size: 100), "an extended regular expression literal")
    }

    /// Two changes that meet at a part's end are one change, as in the whole file's diff.
    func testChangesMeetingAtAPartsEndAreOneChange() {
        let old = Array("a\nb\nc\nd\n".utf8)
        let new = Array("a\nB\nC\nd\n".utf8)
        var hunks = UnifiedDiff.Parts()
        let inParts = hunks.add(old: Array("a\nb\n".utf8), new: Array("a\nB\n".utf8))
            + hunks.add(old: Array("c\nd\n".utf8), new: Array("C\nd\n".utf8)) + hunks.finish()
        XCTAssertEqual(UnifiedDiff.header(oldPath: "f", newPath: "f") + inParts, UnifiedDiff.make(old: old, new: new, oldPath: "f", newPath: "f"))
        XCTAssertTrue(inParts.contains("-b\n-c\n+B\n+C\n"), inParts)
        // An insertion after a part's last line is at the next part's first line.
        XCTAssertEqual(UnifiedDiff.firstChangedLine(old: Array("a\nb\n".utf8), new: Array("a\nb\nx\n".utf8), atEnd: false), 3)
        XCTAssertEqual(UnifiedDiff.firstChangedLine(old: Array("a\nb\n".utf8), new: Array("a\nb\nx\n".utf8)), 2)
    }

    func testNoCutInsideAnIfDirective() throws {
        let text = imports + model("A") + "#if os(iOS)\n" + model("B") + model("C") + "#endif\n\n" + model("D")
        let parts = try XCTUnwrap(partTexts(text, size: 100))
        XCTAssertEqual(parts.joined(), text)
        for part in parts {
            XCTAssertEqual(part.components(separatedBy: "#if").count, part.components(separatedBy: "#endif").count, part)
        }
    }

    func testImportsInsideIfDirectivesArePreamble() throws {
        let preamble = "import Combine\n#if canImport(UIKit)\nimport UIKit\n#endif\n"
        let bytes = Array((preamble + "\n" + model("A") + model("B") + model("C")).utf8)
        let layout = try XCTUnwrap(FileParts.cut(bytes, size: 100))
        XCTAssertEqual(String(decoding: bytes[layout.preamble], as: UTF8.self), preamble)
    }

    /// Lexed a small window at a time (a string literal and a block comment cut by a
    /// window's end), the cuts are those of one window over the whole file.
    func testWindowsFindTheCutsOfTheWholeFile() throws {
        var text = imports
        for index in 0..<40 {
            text += model("M\(index)", sites: 2, extra: "    let s = \"\"\"\n    \(String(repeating: "}", count: 30))\n    \"\"\"\n    /* { */\n")
        }
        let whole = try XCTUnwrap(partTexts(text, size: 2_000))
        for window in [600, 1_000, 3_000] {
            XCTAssertEqual(partTexts(text, size: 2_000, window: window, margin: 256), whole, "window \(window)")
        }
    }

    /// A part sees the types the other parts of its file declare, as the whole file does:
    /// a view model in the last part whose `@MainActor` comes from a base class in the first
    /// migrates (the part said the base class was outside the run's files).
    func testAPartSeesTheTypesOfTheOtherParts() throws {
        var text = imports + "@MainActor\nclass Base {\n    var bag = Set<AnyCancellable>()\n}\n\n"
        for index in 0..<8 { text += model("M\(index)") }
        text += "final class FeedViewModel: Base {\n    let updates = PassthroughSubject<Int, Never>()\n    var count = 0\n"
            + "    func bind() {\n        updates.sink { value in self.count = value }.store(in: &bag)\n    }\n}\n"
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v15), .macOS(.v12)], targets: [.target(name: \"App\")])\n"
        var outputs: [String] = []
        for environment in [[:], ["COMBINE_MIGRATE_PART_SIZE": "1500"]] {
            let scratch = try Scratch()
            _ = try scratch.write("Package.swift", manifest)
            _ = try scratch.write("Sources/App/Big.swift", text)
            let run = runTool(["--write", "--enable", "sink-for-await", scratch.path + "/Sources"], environment: environment)
            XCTAssertEqual(run.code, .changes, run.error)
            outputs.append(try scratch.readText("Sources/App/Big.swift"))
        }
        XCTAssertTrue(outputs[0].contains("for await value in valueStream"), outputs[0])
        XCTAssertEqual(outputs[1], outputs[0])
    }

    /// A file rewritten in parts writes what it does rewritten whole, reports the same
    /// findings at the same lines (in another order, but for the note that the clean-up rules did not run),
    /// and its dry run prints the whole file's diff, which applies to give what `--write` wrote.
    func testRewritingInPartsWritesWhatRewritingWholeDoes() throws {
        var text = imports
        for index in 0..<12 { text += model("M\(index)", sites: 4) }
        text += "final class Plain {\n    let subject = PassthroughSubject<Int, Never>()\n    var c = Set<AnyCancellable>()\n    func bind() {\n        subject.sink { print($0) }.store(in: &c)\n    }\n}\n"
        let whole = try Scratch()
        let parts = try Scratch()
        let patched = try Scratch()
        for scratch in [whole, parts, patched] { _ = try scratch.write("Sources/Big.swift", text) }
        let partSize = ["COMBINE_MIGRATE_PART_SIZE": "1500"]
        let wholeRun = runTool(["--write", "--verbose", whole.path + "/Sources"])
        let partsRun = runTool(["--write", "--verbose", parts.path + "/Sources"], environment: partSize)
        XCTAssertEqual(wholeRun.code, .changes)
        XCTAssertEqual(partsRun.code, .changes)
        XCTAssertTrue(partsRun.error.contains("is rewritten in parts"), "the file was rewritten in parts: \(partsRun.error)")
        XCTAssertEqual(try parts.read("Sources/Big.swift"), try whole.read("Sources/Big.swift"))
        func findings(_ run: ToolRun, _ root: Scratch) -> [String] {
            run.error.split(separator: "\n").filter { $0.hasPrefix(root.path) && !$0.contains("[import-cleanup]") }
                .map { String($0.dropFirst(root.path.count)) }
        }
        // In the order of the parts; a whole file's come rule by rule.
        XCTAssertEqual(findings(partsRun, parts).sorted(), findings(wholeRun, whole).sorted())
        XCTAssertTrue(findings(wholeRun, whole).contains { $0.contains("[sink-for-await]") || $0.contains("[combine-site]") })

        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(patched.path)
        let dryRun = runTool(["Sources"], environment: partSize)
        let wholeDryRun = runTool(["Sources"])
        FileManager.default.changeCurrentDirectoryPath(previous)
        XCTAssertGreaterThan(dryRun.output.components(separatedBy: "\n@@ ").count, 12, "a hunk a class")
        // Hunks whose context reaches across a part's end are one, as in the whole file's diff.
        XCTAssertEqual(dryRun.output, wholeDryRun.output)
        let patchFile = patched.url.appendingPathComponent("changes.diff")
        try Data(dryRun.output.utf8).write(to: patchFile)
        let (status, log) = try shell("/usr/bin/patch", ["-p0", "--quiet", "-i", patchFile.path], in: patched.url)
        XCTAssertEqual(status, 0, log)
        XCTAssertEqual(try patched.read("Sources/Big.swift"), try whole.read("Sources/Big.swift"))
    }
}
