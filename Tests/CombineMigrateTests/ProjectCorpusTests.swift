import Foundation
import XCTest

@testable import Core
@testable import Project

/// A development check, skipped unless `PROJECT_CORPUS` names a folder: every
/// `project.pbxproj` and `project.yml` below it through the readers (the real disk behind
/// them), printing for each the modules, how many of their facts are known, the error if any,
/// and the time it all took. `PROJECT_CORPUS_DETAIL=1` prints every module's facts too.
final class ProjectCorpusTests: XCTestCase {
    func testReadersOverACorpus() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let root = environment["PROJECT_CORPUS"] else { throw XCTSkip("set PROJECT_CORPUS to a folder of projects") }
        let walk = try XCTUnwrap(FileManager.default.enumerator(atPath: root))
        let projectFiles = walk.compactMap { $0 as? String }
            .filter { $0.hasSuffix("/project.pbxproj") || $0 == "project.pbxproj" || $0.hasSuffix("/project.yml") || $0 == "project.yml" }
            .sorted()
        let disk = ProjectDisk(
            read: { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } },
            isFolder: { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            })
        let start = Date()
        for relative in projectFiles {
            let path = (root as NSString).appendingPathComponent(relative)
            let bytes = try XCTUnwrap(disk.read(path))
            let fileStart = Date()
            do {
                let modules = try relative.hasSuffix(".yml")
                    ? XcodeGenProject.modules(specFile: path, bytes: bytes, disk: disk)
                    : XcodeProject.modules(projectFile: path, bytes: bytes, disk: disk)
                let known = modules.map(Self.knownFacts).reduce(0, +)
                let time = String(format: "%.3f", Date().timeIntervalSince(fileStart))
                print("corpus: \(relative): \(modules.count) modules, \(known)/\(modules.count * 5) facts known, \(time) s")
                if environment["PROJECT_CORPUS_DETAIL"] != nil {
                    for module in modules { print(Self.describe(module)) }
                }
            } catch {
                print("corpus: \(relative): error: \(error.message)")
            }
        }
        print("corpus: \(projectFiles.count) project files in \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
    }

    private static func knownFacts(_ module: ProjectModule) -> Int {
        let facts = module.facts
        return [facts.languageMode != nil, facts.defaultIsolation != nil, facts.upcomingFeatures != nil,
                facts.strictConcurrency != nil, facts.deploymentTargets != nil].filter { $0 }.count
    }

    private static func describe(_ module: ProjectModule) -> String {
        let facts = module.facts
        var lines = ["  \(facts.name) (\(facts.kind.rawValue)) root \(facts.root), \(module.files.count) files, \(module.folders.count) folders"]
        if let fact = facts.languageMode { lines.append("    language \(fact.value): \(fact.origin)") }
        if let fact = facts.defaultIsolation { lines.append("    isolation \(fact.value.rawValue): \(fact.origin)") }
        if let fact = facts.upcomingFeatures { lines.append("    features \(fact.value): \(fact.origin)") }
        if let fact = facts.strictConcurrency { lines.append("    strict \(fact.value): \(fact.origin)") }
        if let fact = facts.deploymentTargets {
            let versions = fact.value.versions.sorted { $0.key < $1.key }.map { "\($0.key) \(PlatformVersions.text($0.value))" }
            lines.append("    deployment \(versions.joined(separator: ", ")): \(fact.origin)")
        }
        if ProcessInfo.processInfo.environment["PROJECT_CORPUS_DETAIL"] == "files" {
            lines += module.files.sorted().map { "      \($0)" } + module.folders.map { "      folder \($0.path) excluding \($0.excluded)" }
        }
        return lines.joined(separator: "\n")
    }
}
