/// The bridging helpers the rewrites rely on, written into a project by
/// `combine-migrate support`: a `Task` stored like a subscription, a publisher's values
/// buffered from the moment of subscription, a one-value `firstValue()` that cannot hang, a
/// `TaskPublisher` bridging an async call back to Combine, `URLSession.backDeployedData(for:)`
/// for systems before `data(for:)`, the values a migrated test awaits with a timeout
/// (`testValues()`), an `asyncMap` operator whose task is cancelled with its subscription,
/// and an `AsyncSequence`
/// → `Publisher` adapter that honours demand; their types stay nonisolated under default
/// main-actor isolation. Each section is in its own file
/// (`SupportFile+….swift`); runnable cases for each are in `Validation/SupportCases/`.
package enum SupportFile {
    package static let defaultFileName = "CombineMigrateSupport.swift"

    /// The file's text, with declarations `internal` or `public`; `module` is `Combine`, or
    /// `OpenCombine` for its OpenCombine form (`--open-combine`), whose helpers extend
    /// OpenCombine's publishers and whose declarations carry Swift concurrency's availability
    /// (`concurrencyAvailability`), for projects that deploy below it (OpenCombine's reason to be).
    package static func text(access: String = "internal", module: String = "Combine") -> String {
        let a = access == "public" ? "public " : ""
        let header = """
            // \(defaultFileName) — written by `combine-migrate support`. The code that
            // combine-migrate writes relies on these helpers, and so can code that still mixes
            // Combine and async/await; keep this file until no code uses them. Needs a Swift 6
            // compiler (Xcode 16 or later); compiles in the Swift 5 and Swift 6 language modes,
            // also with default main-actor isolation (Swift 6.2). Where \(module) cannot be
            // imported\(module == "Combine" ? " (Linux, Windows)" : "") the file is empty: code using Combine is guarded there.\(module == "Combine" ? "" : available)
            // combine-migrate:disable-file -- the helpers' own Combine code is not to be migrated
            #if canImport(\(module))
            import \(module)
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif


            """
        let sections = [
            nonisolatedTypes(), taskLifetime(a), bufferedValues(a), firstValue(a), taskPublisher(a), backDeployedData(a), testValues(a), asyncMap(a),
            asyncSequencePublisher(a),
        ]
        // Combine's names are qualified (`Combine.Subscription`), and so are Swift's `Task`,
        // `Error` and `Result` (`_Concurrency.Task`, `Swift.Error`, `Swift.Result`), so that
        // a module declaring its own `Subscription`, `Publisher` (an SDK's type), `Task` (a
        // to-do app's), `Error` or `Result` (older code's) still compiles the file.
        let body = sections.joined(separator: "\n\n")
        guard module != "Combine" else { return header + body + "\n\n#endif\n" }
        return header + markedAvailable(body.replacingOccurrences(of: "Combine.", with: module + ".")) + "\n\n#endif\n"
    }

    /// The form for code that imports Combine where it can and OpenCombine elsewhere: the
    /// Combine form, then the OpenCombine form's helpers where Combine cannot be imported and
    /// OpenCombine can (`--or-open-combine`).
    package static func textForCombineOrOpenCombine(access: String = "internal") -> String {
        let combine = text(access: access, module: "Combine")
        let openCombine = text(access: access, module: "OpenCombine")
        guard let start = openCombine.range(of: "#if canImport(OpenCombine)\n") else { return combine }
        let note = """

            // Where Combine cannot be imported (Linux, Windows), the same helpers extend OpenCombine's
            // publishers, for code that imports OpenCombine there.

            """
        let header = combine.replacingOccurrences(
            of: "the file is empty: code using Combine is guarded there.",
            with: "its helpers extend OpenCombine's\n// publishers instead (at the end of the file).")
        return header + note + "#if !canImport(Combine) && canImport(OpenCombine)\n" + openCombine[start.upperBound...]
    }

    /// Where Swift concurrency runs, which the OpenCombine form's declarations say (Combine's
    /// own declarations say it for the other form).
    package static let concurrencyAvailability = "@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)"

    private static let available = """

        // Its helpers extend OpenCombine's publishers, and each declaration is marked
        // \(concurrencyAvailability):
        // where Swift concurrency runs, so that it compiles in modules that deploy earlier.
        """

    /// `body` with `concurrencyAvailability` before each top-level declaration (a line at the
    /// file's margin that starts a declaration, or the first of its attributes).
    static func markedAvailable(_ body: String) -> String {
        var lines: [Substring] = []
        var previous: Substring = ""
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let startsDeclaration = line.first.map { $0.isLetter || $0 == "@" } == true && !line.hasPrefix("import ")
            if startsDeclaration, !previous.hasPrefix("@") { lines.append(Substring(concurrencyAvailability)) }
            lines.append(line)
            previous = line
        }
        return lines.joined(separator: "\n")
    }
}
