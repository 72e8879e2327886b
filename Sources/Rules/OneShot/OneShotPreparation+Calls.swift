import Core
import Structure
import Tokenizer

/// The one-shot preparation's reading of calls: which functions keep their publisher (as a
/// bridge, or left as they are) because some call of theirs stays in Combine.
extension OneShotPreparation {
    /// Reads the files that mention a migrated name for its calls. A function is left alone
    /// when one of its calls would stay in Combine (it would need a bridge), or may be its on
    /// a receiver whose type the run cannot tell. A `public`/`open` one keeps its publisher,
    /// which its callers, in the run or not, go on calling: it gains an async sibling, and
    /// its calls are not read — but for one whose sibling keeps its name, an overload
    /// (`public-async-overload`): its calls are read as an `internal` function's are, since
    /// the overload could capture some of them, and it always keeps its bridge.
    func readCalls(into run: inout OneShotIndex, names: AnchorFilter, context: RunContext, files: RunFiles) {
        // An SDK's type (`extension WKHTTPCookieStore`) may have an async method of the async
        // function's name and labels already (`allCookies()` for `allCookiesPublisher()`): its
        // own callback API's, as Swift imports it, which a `Future` wrapping that callback
        // tends to mirror — whatever the function's access or actor. `URLSession`'s async API
        // is known (`urlSessionAsyncNames`): a request (`datatask-async`) of another name in
        // an extension of it migrates, but for a public overload, which may repeat a name of a
        // later SDK.
        for (key, function) in run.functions {
            guard let type = function.typeName, !run.types.isDeclared(type),
                let name = PublisherFunction.asyncName(of: function.name)
            else { continue }
            if type == "URLSession", function.rule == DataTaskAsync.id, !function.isPublicOverload,
                !Self.urlSessionAsyncNames.contains(name)
            {
                continue
            }
            let labels = function.labels.map { $0 + ":" }.joined()
            run.excluded[key] = "`\(key)` is declared in an extension of `\(type)`, which no file of this run declares: an async `\(name)(\(labels))` could repeat that type's own async API (an Objective-C method with a completion handler is imported as one); left as it is"
            run.functions[key] = nil
        }
        for (key, function) in run.functions where function.isPublic {
            if function.isPublicOverload {
                run.functions[key]?.keepsBridge = true
                continue
            }
            run.siblings[key] = function
            run.functions[key] = nil
        }
        var first = true
        // A function left as it is keeps the calls in its callers' chains (a `flatMap` into
        // it) in Combine: those callers' functions are read again, until none changes.
        while !run.functions.isEmpty {
            var context = context
            context[OneShotIndex.self] = run
            let (unsure, heldBack, sharedName, migrating) = callsStayingInCombine(
                of: run.functions, names: names, context: context, files: files, unsure: first)
            first = false
            for (key, call) in unsure {
                run.excluded[key] = "`\(key)` may also be called as `\(call)`, whose receiver's type the run cannot tell, so its callers cannot be told apart; give that receiver a declared type, or migrate it by hand"
                run.unresolved[key] = run.functions[key]
                run.functions[key] = nil
            }
            var held = false
            for (key, call) in heldBack {
                guard let function = run.functions[key] else { continue }
                switch (function.bridge, sharedName[key]) {
                case (.possible(let delivery), nil) where delivery.keepsOriginalBody && !migrating.contains(key) && !function.isPublic:
                    run.excluded[key] = "`\(key)` is left as it is: \(call). It would keep its own body as the bridge (\(delivery.keptBecause ?? "")), and no call in the run would use its async version; migrate a caller first"
                case (.possible, nil):
                    // The function becomes async all the same; its publisher stays, as a
                    // bridge, for the callers that stay in Combine.
                    run.functions[key]?.keepsBridge = true
                    continue
                case (.possible, let why?):
                    run.excluded[key] = "`\(key)` is left as it is: \(call). A bridge of the same name and labels as its async function would not serve it: \(why); migrate that caller first, or rename the function (`…Publisher`)"
                case (.impossible(let why), _):
                    run.excluded[key] = "`\(key)` is left as it is: \(call). \(why)"
                case (.none, _):
                    run.excluded[key] = "`\(key)` is left as it is: \(call). A bridge from the async function would deliver on another executor and outlive the subscription; migrate that caller first"
                }
                run.functions[key] = nil
                held = true
            }
            if unsure.isEmpty && !held { break }
        }
    }

    /// For each function, the first of its calls (in file order) whose receiver's type the run
    /// cannot tell (when `unsure`), the first that would stay in Combine, and, for a function
    /// whose async function keeps its name, why a bridge of that name would not serve those
    /// calls (`OneShotCallers.callNeedingAnotherName`); and the functions some call of which
    /// becomes async code.
    private func callsStayingInCombine(
        of functions: [String: MigratedFunction], names: AnchorFilter, context: RunContext, files: RunFiles, unsure: Bool
    ) -> (unsure: [String: String], heldBack: [String: String], sharedName: [String: String], migrating: Set<String>) {
        typealias Found = (unsure: [String: String], heldBack: [String: String], sharedName: [String: String], migrating: Set<String>)
        // Tokenized afresh: the callers' analyses depend on the run, and the rewrite's on
        // a later state of it.
        let read = files.map { _, bytes -> Found? in
            guard names.admits(bytes) else { return nil }
            let callers = OneShotCallers(source: TokenizedSource(bytes: bytes), run: context)
            var found: Found = ([:], [:], [:], [])
            for (key, function) in functions {
                if function.isBridge {
                    // A bridge goes only when nothing names it: a call, a reference; one of the
                    // async function's own name and labels, when nothing calls it without `await`.
                    let named = function.bridgeSharesName
                        ? !callers.calls(of: function).isEmpty || !callers.references(of: function).isEmpty
                            || !callers.unsureCalls(of: function).isEmpty
                        : BridgeRemoval.mentions(function.name, in: CodeView(callers.source))
                    if named { found.heldBack[key] = "it is still named" }
                    continue
                }
                if unsure, let call = callers.unsureCalls(of: function).first { found.unsure[key] = call.receiver + key }
                if !callers.rewrites(of: function).isEmpty { found.migrating.insert(key) }
                if let call = callers.callStayingInCombine(of: function) {
                    found.heldBack[key] = call
                    if function.asyncName == function.name, let why = callers.callNeedingAnotherName(of: function) {
                        found.sharedName[key] = why
                    }
                }
            }
            return found
        }
        var merged: Found = ([:], [:], [:], [])
        for case let file? in read {
            merged.migrating.formUnion(file.migrating)
            merged.unsure.merge(file.unsure) { first, _ in first }
            merged.heldBack.merge(file.heldBack) { first, _ in first }
            merged.sharedName.merge(file.sharedName) { first, _ in first }
        }
        return merged
    }

    /// The base names of `URLSession`'s async methods and properties.
    static let urlSessionAsyncNames: Set<String> = ["data", "upload", "download", "bytes", "tasks", "allTasks", "reset", "flush"]
}
