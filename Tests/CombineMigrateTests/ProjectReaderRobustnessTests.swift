import Foundation
import XCTest

@testable import Project

/// Seeded byte edits of the project fixtures through the readers: each mutant is read into
/// modules or refused with an error that names a line inside it (or says what is missing) —
/// never a crash or a hang.
final class ProjectReaderRobustnessTests: XCTestCase {
    private static let delimiters = Array("{}();=\",/*<>[]:-#&|'\n\t $\\".utf8)

    private typealias Generator = TokenizerRobustnessTests.SplitMix64

    private static func mutant(of bytes: [UInt8], _ generator: inout Generator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &generator)))
            case 1: bytes.insert(delimiters.randomElement(using: &generator) ?? 0, at: at)
            case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 40)], at: at)
            case 3: bytes.removeSubrange(at...)
            default: bytes[at] = UInt8.random(in: 0...255, using: &generator)
            }
        }
        return bytes
    }

    /// Whether a reader's error says where or what: `line N: …` with N a line of the input (a
    /// file it includes may be named first), or a missing part of the project.
    private static func isWellFormed(_ error: ProjectFileError, lines: Int) -> Bool {
        let message = error.message
        if message.hasPrefix("no 'objects'") || message.hasPrefix("the project file's 'rootObject'") { return true }
        guard let range = message.range(of: "line ") else { return false }
        let number = message[range.upperBound...].prefix { $0.isNumber }
        return Int(number).map { (1...lines + 1).contains($0) } ?? false
    }

    func testMutatedProjectFilesAreReadOrRefused() {
        let xcode = XcodeProjectTests.shopFiles.merging([
            "/w/Shop/Notes.xcodeproj/project.pbxproj": XcodeProjectTests.notes,
            "/w/Shop/Kit.xcodeproj/project.pbxproj": XcodeProjectTests.kit,
        ]) { first, _ in first }
        let specs = XcodeGenProjectTests.marketFiles
        var generator = Generator(state: 7)
        var read = 0
        var refused = 0
        func check(_ bytes: [UInt8], _ path: String, _ reader: () throws -> [ProjectModule]) {
            do {
                _ = try reader()
                read += 1
            } catch let error as ProjectFileError {
                refused += 1
                let lines = bytes.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count + 1
                XCTAssertTrue(Self.isWellFormed(error, lines: lines), "\(path): \(error.message)\n\(String(decoding: bytes, as: UTF8.self))")
            } catch {
                XCTFail("\(path): \(error)")
            }
        }
        for _ in 0..<80 {
            for (path, text) in xcode.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".pbxproj") {
                let bytes = Self.mutant(of: Array(text.utf8), &generator)
                check(bytes, path) { try XcodeProject.modules(projectFile: path, bytes: bytes, disk: .inMemory(xcode)) }
            }
            let spec = Self.mutant(of: Array(XcodeGenProjectTests.market.utf8), &generator)
            check(spec, "/w/Market/project.yml") { try XcodeGenProject.modules(specFile: "/w/Market/project.yml", bytes: spec, disk: .inMemory(specs)) }
            // A mutated `.xcconfig` is never an error: its lines are read or skipped.
            var mutatedFiles = XcodeProjectTests.shopFiles
            mutatedFiles["/w/Shop/Config/Base.xcconfig"] = String(decoding: Self.mutant(of: Array((mutatedFiles["/w/Shop/Config/Base.xcconfig"] ?? "").utf8), &generator), as: UTF8.self)
            XCTAssertNoThrow(try XcodeProject.modules(
                projectFile: "/w/Shop/Shop.xcodeproj/project.pbxproj", bytes: Array(XcodeProjectTests.shop.utf8), disk: .inMemory(mutatedFiles)))
        }
        XCTAssertGreaterThan(read, 30)
        XCTAssertGreaterThan(refused, 30)
    }
}
