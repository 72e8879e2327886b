import Core
import Foundation
import Project
import Rewriting
import Tokenizer

/// One golden case: `<case>.swift` (input), `<case>.expected.swift` (expected output;
/// absent: the input must come out unchanged), `<case>.diagnostics` (expected diagnostics,
/// one a line as `line:column: severity: message [rule-id]`; absent: none).
///
/// A folder `<case>/` is one multi-file case: its inputs are rewritten together, as one run
/// (a function migrated in one file, its callers rewritten in another), each input with its
/// own `.expected.swift` and `.diagnostics`. Its project files (`Package.swift`,
/// `X.xcodeproj/project.pbxproj`, `.xcconfig` files, `project.yml`) say which modules the
/// inputs are built in, as the run reads them from a real checkout (`ProjectMap`); an input
/// is named by its path below the case's folder. A case with no project file is one module, as a
/// project would say (a view model's base class in another file is read).
package struct GoldenCase: Sendable {
    package let name: String
    /// The input files: one, or those of a multi-file case, sorted by name.
    package let inputs: [URL]
    /// The folder of a multi-file case.
    package var folder: URL?

    package var input: URL { inputs[0] }
    package var expected: URL { Self.sibling(of: input, "expected.swift") }
    package var diagnostics: URL { Self.sibling(of: input, "diagnostics") }

    static func sibling(of input: URL, _ suffix: String) -> URL {
        input.deletingPathExtension().appendingPathExtension(suffix)
    }

    private static func isInput(_ url: URL) -> Bool {
        url.pathExtension == "swift" && !url.lastPathComponent.hasSuffix(".expected.swift")
    }

    /// Every case below `folder`, sorted by name; a case's name is its path below `folder`.
    /// `folder` is a rule folder (`<case>.swift`, `<case>/…`) or, when it holds no case
    /// of its own, a folder of rule folders (`Golden/`).
    package static func all(in folder: URL) -> [GoldenCase] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        let caseDepth = holdsRuleFolders(folder) ? 2 : 1
        var cases: [String: [URL]] = [:]
        var folders: [String: URL] = [:]
        let root = folder.standardizedFileURL.path
        for case let url as URL in walker where isInput(url) {
            let relative = url.standardizedFileURL.path.dropFirst(root.count).drop { $0 == "/" }
            let parts = relative.split(separator: "/").map(String.init)
            if parts.count <= caseDepth {
                cases[parts.joined(separator: "/").replacingOccurrences(of: ".swift", with: ""), default: []].append(url)
            } else {
                let name = parts.prefix(caseDepth).joined(separator: "/")
                cases[name, default: []].append(url)
                folders[name] = folder.appendingPathComponent(name)
            }
        }
        return cases.keys.sorted().map { GoldenCase(name: $0, inputs: cases[$0]!.sorted { $0.path < $1.path }, folder: folders[$0]) }
    }

    /// A folder of rule folders (`Golden/`, or a `test-rules` folder) has no case of its own.
    private static func holdsRuleFolders(_ folder: URL) -> Bool {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
        return !entries.contains { $0.hasSuffix(".swift") }
    }

    /// Runs the case and returns what is wrong with it (empty: it passes). With `update`,
    /// writes the expected files from the actual output instead of comparing. With a
    /// `lineBreak` other than `.lf`, every `\n` of the inputs and of the expected outputs is
    /// that break instead (a rewrite is the same in each line-ending style) and `update` is
    /// ignored: the files on disk are the LF ones.
    package func check(with rewriter: Rewriter, update: Bool = false, lineBreak: LineBreak = .lf) -> [String] {
        let update = update && lineBreak == .lf
        var contents: [[UInt8]] = []
        for url in inputs {
            guard let bytes = try? [UInt8](Data(contentsOf: url)) else { return ["\(name): cannot read \(url.lastPathComponent)"] }
            contents.append(lineBreak.replacingLineFeeds(in: bytes))
        }
        // As a run of the command line makes it: each file surveyed, then rewritten, in the
        // modules the case's project files declare.
        let paths = inputs.map(relativePath)
        let project = projectFacts(paths: paths)
        let surveys = contents.indices.map { rewriter.survey(contents[$0], path: paths[$0]) }
        let run = rewriter.prepare(surveys, files: RunFiles(contents, paths: paths, project: project, marks: { surveys[$0].marks }))
        let outcomes = contents.indices.map { rewriter.rewrite(contents[$0], surveyed: surveys[$0], in: run, path: paths[$0]) }
        var failures: [String] = []
        for (index, url) in inputs.enumerated() {
            let label = inputs.count > 1 ? "\(name)/\(url.lastPathComponent)" : name
            failures += check(url, label: label, input: contents[index], outcome: outcomes[index], update: update, lineBreak: lineBreak)
        }
        if update { return [] }
        // Idempotence: the outputs, run together again, change nothing.
        let outputs = outcomes.map(\.output)
        let again = rewriter.prepare(outputs, paths: paths, project: project)
        for (index, output) in outputs.enumerated() {
            let second = rewriter.rewrite(output, in: again, path: paths[index])
            if second.changed {
                let diff = UnifiedDiff.make(old: output, new: second.output, oldPath: "first run", newPath: "second run")
                failures.append("\(name): not idempotent; a second run changes \(inputs[index].lastPathComponent):\n\(diff)")
            }
        }
        return failures
    }

    /// An input's path below the case's folder (its name, for a one-file case).
    private func relativePath(_ url: URL) -> String {
        guard let folder else { return url.lastPathComponent }
        return String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
    }

    /// The modules of a multi-file case, read from its project files as from a checkout at
    /// `/<case folder's name>` (so that no fact depends on where the repository is). Its
    /// expected outputs are not in that checkout: a module holds the case's inputs.
    private func projectFacts(paths: [String]) -> ProjectFacts {
        guard let folder, let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return .none }
        var files: [String: String] = [:]
        let root = folder.standardizedFileURL.path
        let checkout = "/" + folder.lastPathComponent
        for case let url as URL in walker {
            let path = url.standardizedFileURL.path
            guard path.count > root.count, !path.hasSuffix(".expected.swift"), let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            files[checkout + path.dropFirst(root.count)] = text
        }
        let project = ProjectMap.facts(of: paths, disk: .inMemory(files), currentFolder: checkout)
        return project.modules.isEmpty && project.problems.isEmpty ? oneModule(paths) : project
    }

    /// A multi-file case's files (at `paths`) with no project file: one module.
    private func oneModule(_ paths: [String]) -> ProjectFacts {
        let index = Dictionary(paths.map { ($0, 0) }, uniquingKeysWith: { first, _ in first })
        return ProjectFacts(modules: [ModuleFacts(name: name, kind: .folder, root: ".")], moduleIndex: index)
    }

    private func check(_ url: URL, label: String, input: [UInt8], outcome: Rewriter.Outcome, update: Bool, lineBreak: LineBreak) -> [String] {
        let expected = Self.sibling(of: url, "expected.swift")
        let diagnostics = Self.sibling(of: url, "diagnostics")
        let lines = LineMap(input)
        let actualDiagnostics = outcome.diagnostics.map { $0.formatted(in: lines) }
        if update {
            write(outcome.changed ? outcome.output : nil, to: expected)
            let text = actualDiagnostics.isEmpty ? nil : actualDiagnostics.joined(separator: "\n") + "\n"
            write(text.map { Array($0.utf8) }, to: diagnostics)
            return []
        }
        var failures: [String] = []
        let expectedOutput = (try? [UInt8](Data(contentsOf: expected))).map(lineBreak.replacingLineFeeds) ?? input
        if outcome.output != expectedOutput {
            let diff = UnifiedDiff.make(old: expectedOutput, new: outcome.output, oldPath: "expected", newPath: "actual")
            failures.append("\(label): output differs from \(expected.lastPathComponent):\n\(diff)")
        }
        let expectedDiagnostics = ((try? String(contentsOf: diagnostics, encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
        if actualDiagnostics != expectedDiagnostics {
            failures.append("""
                \(label): diagnostics differ.
                expected:
                \(expectedDiagnostics.joined(separator: "\n"))
                actual:
                \(actualDiagnostics.joined(separator: "\n"))
                """)
        }
        return failures
    }

    private func write(_ bytes: [UInt8]?, to url: URL) {
        if let bytes {
            try? Data(bytes).write(to: url)
        } else {
            try? FileManager.default.removeItem(at: url)
        }
    }
}
