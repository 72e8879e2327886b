import Foundation

/// One golden case: `<case>.swift` (input), `<case>.expected.swift` (expected output;
/// absent: the input must come out unchanged), `<case>.diagnostics` (expected diagnostics,
/// one a line as `line:column: severity: message [rule-id]`; absent: none).
public struct GoldenCase: Sendable {
    public let name: String
    public let input: URL

    public var expected: URL { sibling("expected.swift") }
    public var diagnostics: URL { sibling("diagnostics") }

    private func sibling(_ suffix: String) -> URL {
        input.deletingPathExtension().appendingPathExtension(suffix)
    }

    /// Every case below `folder`, sorted by path; a case's name is its path below `folder`.
    public static func all(in folder: URL) -> [GoldenCase] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var cases: [GoldenCase] = []
        for case let url as URL in walker
        where url.pathExtension == "swift" && !url.lastPathComponent.hasSuffix(".expected.swift") {
            let relative = url.path.dropFirst(folder.path.count).drop { $0 == "/" }
            cases.append(GoldenCase(name: String(relative.dropLast(".swift".count)), input: url))
        }
        return cases.sorted { $0.name < $1.name }
    }

    /// Runs the case and returns what is wrong with it (empty: it passes). With `update`,
    /// writes the expected files from the actual output instead of comparing.
    public func check(with rewriter: Rewriter, update: Bool = false) -> [String] {
        guard let input = try? [UInt8](Data(contentsOf: self.input)) else { return ["\(name): cannot read input"] }
        let outcome = rewriter.rewrite(input)
        let lines = LineMap(input)
        let actualDiagnostics = outcome.diagnostics.map { $0.formatted(in: lines) }
        if update {
            write(outcome.changed ? outcome.output : nil, to: expected)
            let text = actualDiagnostics.isEmpty ? nil : actualDiagnostics.joined(separator: "\n") + "\n"
            write(text.map { Array($0.utf8) }, to: diagnostics)
            return []
        }

        var failures: [String] = []
        let expectedOutput = (try? [UInt8](Data(contentsOf: expected))) ?? input
        if outcome.output != expectedOutput {
            let diff = UnifiedDiff.make(old: expectedOutput, new: outcome.output, oldPath: "expected", newPath: "actual")
            failures.append("\(name): output differs from \(expected.lastPathComponent):\n\(diff)")
        }
        let expectedDiagnostics = ((try? String(contentsOf: diagnostics, encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
        if actualDiagnostics != expectedDiagnostics {
            failures.append("""
                \(name): diagnostics differ.
                expected:
                \(expectedDiagnostics.joined(separator: "\n"))
                actual:
                \(actualDiagnostics.joined(separator: "\n"))
                """)
        }
        let again = rewriter.rewrite(outcome.output)
        if again.changed {
            let diff = UnifiedDiff.make(old: outcome.output, new: again.output, oldPath: "first run", newPath: "second run")
            failures.append("\(name): not idempotent; a second run changes the output:\n\(diff)")
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
