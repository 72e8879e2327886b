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

    /// The file's text, with declarations `internal` or `public`.
    package static func text(access: String = "internal", module: String = "Combine") -> String {
        let a = access == "public" ? "public " : ""
        let header = """
            // \(defaultFileName) — written by `combine-migrate support`. The code that
            // combine-migrate writes relies on these helpers, and so can code that still mixes
            // Combine and async/await; keep this file until no code uses them. Needs a Swift 6
            // compiler (Xcode 16 or later); compiles in the Swift 5 and Swift 6 language modes,
            // also with default main-actor isolation (Swift 6.2). Where \(module) cannot be
            // imported (Linux, Windows) the file is empty: code using Combine is guarded there.
            // combine-migrate:disable-file -- the helpers' own Combine code is not to be migrated
            #if canImport(\(module))
            import \(module)
            import Foundation


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
        return header + (module == "Combine" ? body : body.replacingOccurrences(of: "Combine.", with: module + ".")) + "\n\n#endif\n"
    }
}
