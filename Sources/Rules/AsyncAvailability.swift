import Tokenizer
import Core
import Structure

/// Whether the code the migration rules write — `async` functions, `Task`, `for await`,
/// `URLSession.data(for:)` — can run where the file's project deploys.
enum AsyncAvailability {
    /// A file that imports OpenCombine and not Combine is left alone: such a project
    /// usually deploys below iOS 13 / macOS 10.15 (that is why it uses OpenCombine), where
    /// Swift concurrency is not available, and the support file's helpers extend Combine's
    /// publishers, not OpenCombine's. The reason cites `module`'s deployment targets when
    /// the run knows them.
    static func reason(in view: CodeView, module: ModuleFacts?) -> String? {
        guard view.importsOpenCombineAlone else { return nil }
        let prefix = "this file imports OpenCombine and not Combine"
        guard let module, let deployed = module.deploymentTargets else {
            return "\(prefix), so its project may deploy below iOS 13 / macOS 10.15, where async/await and Task are not available; migrate it by hand once the deployment target allows"
        }
        let short = deployed.value.shortfalls(of: concurrency, raisedBy: PlatformVersions(versions: [:]))
        guard short.isEmpty else {
            let deploys = list(short.map { "\($0.platform) \(PlatformVersions.text($0.deployed))" })
            return "\(prefix), and its module `\(module.name)` deploys to \(deploys) (\(deployed.origin)), where async/await and Task are not available; migrate it by hand once the deployment target allows"
        }
        return "\(prefix): its publishers are OpenCombine's, which the support file's helpers do not extend (they extend Combine's), though its module `\(module.name)` deploys where async/await is available (\(deployed.origin)); move the file to Combine, then migrate it"
    }

    /// The `@available` a function at `p` must carry to become `async` where its module
    /// deploys below Swift concurrency (`@available(iOS 13.0, *)` in a test target of an iOS
    /// 12.5 app): nil when its module deploys where concurrency is, or the `@available`
    /// around it guarantee it. A file of an unknown module that imports OpenCombine and not
    /// Combine is taken to deploy below it on every platform; one that imports Combine, where
    /// Combine runs (which is where concurrency is). For a test method alone, which no code
    /// calls: any other function's callers would need it too.
    static func attribute(forAsyncFunctionAt p: CodePosition, in view: CodeView, module: ModuleFacts?) -> String? {
        // Unknown, a file on OpenCombine deploys below concurrency everywhere (version 0).
        guard let deployed = module?.deploymentTargets?.value
            ?? (view.importsOpenCombineAlone ? PlatformVersions(versions: concurrency.versions.mapValues { _ in [0] }) : nil)
        else { return nil }
        let shortfalls = deployed.shortfalls(of: concurrency, raisedBy: view.availability(around: p))
        let short = Dictionary(uniqueKeysWithValues: shortfalls.map { ($0.platform, $0.needed) })
        // Mac Catalyst follows iOS when both are short.
        let platforms = ["iOS", "macOS", "tvOS", "watchOS", "macCatalyst", "visionOS"].filter { platform in
            short[platform] != nil && !(platform == "macCatalyst" && short["iOS"] != nil)
        }
        guard !platforms.isEmpty else { return nil }
        let versions = platforms.map { platform in
            let needed = short[platform]!
            return "\(platform) \(PlatformVersions.text(needed.count == 1 ? needed + [0] : needed))"
        }
        return "@available(\(versions.joined(separator: ", ")), *)"
    }

    /// Swift concurrency: iOS 13, macOS 10.15, tvOS 13, watchOS 6, Mac Catalyst 13.
    static let concurrency = PlatformVersions(versions: [
        "iOS": [13], "macOS": [10, 15], "tvOS": [13], "watchOS": [6], "macCatalyst": [13],
    ])

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        items.count > 1 ? items.dropLast().joined(separator: ", ") + " and " + items.last! : items[0]
    }

    /// The one-shot rules' notes on names of the code's own (`taskReason`, `errorReason`,
    /// `futureReason`).
    static let namesOfTheCodesOwn = """
        Names of the code's own: where `Error` (for a failure written so), `Future` or, in a \
        bridge or a caller's Task, `Task` names a type or type alias the code declares — in a \
        type it is in, extends or inherits from, at its module's top level, as a generic \
        parameter or an associated type, or at the top level of a module of the project the \
        file imports or in a type of it the code inherits from (read in the module's files \
        when the project says which they are, a superset: an inactive `#if` branch's \
        declarations count) — the function or caller is left, with a warning saying which.
        """

    /// Why the code a rewrite writes at `p` cannot say `Task` (a `Task { … }`, `Task.isCancelled`):
    /// a type or type alias of the code's own named `Task` hides Swift's there
    /// (`shadowingDeclaration(of:at:scope:)`). The support file says `_Concurrency.Task`,
    /// whatever the module declares.
    static func taskReason(at p: CodePosition, in view: CodeView, scope: NameScope) -> String? {
        shadowReason(of: "Task", at: p, in: view, scope: scope, swift: "_Concurrency.Task", use: "which the rewrite's code would need")
    }

    /// Why a one-shot function at `p` whose failure is written `Error` is left: `Error`
    /// there is a type of the code's own (a client's `enum Error: Swift.Error`), so its
    /// failure is that typed error, which the rewrite would make untyped, and the `Error`
    /// future-continuation writes (`CheckedContinuation<Void, Error>`) would be it too.
    static func errorReason(at p: CodePosition, in view: CodeView, scope: NameScope) -> String? {
        shadowReason(
            of: "Error", at: p, in: view, scope: scope, swift: "Swift.Error",
            use: "so this function's failure is that typed error, which the async rewrite would make untyped")
    }

    /// Why a one-shot function at `p` that returns or makes a `Future` is left: `Future`
    /// there is a type of the code's own, not Combine's, which the rules read it as.
    static func futureReason(at p: CodePosition, in view: CodeView, scope: NameScope) -> String? {
        shadowReason(
            of: "Future", at: p, in: view, scope: scope, swift: "Combine.Future", owner: "Combine's",
            use: "which the one-shot rules read it as and write")
    }

    /// `swift`: the standard type's qualified name; `owner`: whose it is.
    private static func shadowReason(
        of name: String, at p: CodePosition, in view: CodeView, scope: NameScope, swift: String, owner: String = "Swift's",
        use: String
    ) -> String? {
        guard let found = view.shadowingDeclaration(of: name, at: p, scope: scope) else { return nil }
        let shadow = found.declaration
        let which: String
        switch shadow.keyword {
        case "generic parameter": which = "a generic parameter of the code around it"
        case _ where shadow.isLocal: which = "\(kind(of: shadow)) declared in a function or closure around this code"
        case _ where shadow.outer != nil:
            which = "`\(shadow.outer!).\(name)` (\(kind(of: shadow)) of a type this code is in, extends or inherits from)"
        case _ where found.module != nil: which = "module `\(found.module!)`'s `\(name)` (\(kind(of: shadow)) this file imports)"
        default: which = "this module's own `\(name)` (\(kind(of: shadow)) at its top level)"
        }
        return "`\(name)` here is \(which), not \(owner) `\(name)`, \(use); left as it is (\(owner) is `\(swift)` there)"
    }

    /// `a struct`, `an enum`, `a type alias`, `an associated type`.
    private static func kind(of declaration: TypeSummary.Declaration) -> String {
        switch declaration.keyword {
        case "typealias": return "a type alias"
        case "associatedtype": return "an associated type"
        case "enum", "actor": return "an \(declaration.keyword)"
        default: return "a \(declaration.keyword)"
        }
    }

    /// `URLSession.data(for:)` and `data(from:)`: iOS 15, macOS 12, tvOS 15, watchOS 8.
    static let urlSessionData = PlatformVersions(versions: [
        "iOS": [15], "macOS": [12], "tvOS": [15], "watchOS": [8], "macCatalyst": [15],
    ])

    /// Why `key`, whose new body calls `api` (available from `required`), is left alone when
    /// its module (`ModuleFacts`) deploys below that on a platform it builds for, and the
    /// `@available` around it guarantee `context`: nil when they allow it, or when the run does
    /// not know the module's deployment targets.
    ///
    /// An `@available` on the async function is not written instead: a `Task` cannot carry
    /// one, so each caller's function would need it too, and their callers in turn.
    static func reason(
        key: String, api: String, required: PlatformVersions, module: ModuleFacts?, context: PlatformVersions
    ) -> String? {
        guard let module, let deployed = module.deploymentTargets else { return nil }
        let short = deployed.value.shortfalls(of: required, raisedBy: context)
        guard !short.isEmpty else { return nil }
        let deploys = list(short.map { "\($0.platform) \(PlatformVersions.text($0.deployed))" })
        let needed = short.map { "\($0.platform) \(PlatformVersions.text($0.needed))" }
        return "`\(key)` would call \(api), which needs \(list(needed)), but its module `\(module.name)` deploys to \(deploys) (\(deployed.origin)); an `@available` on the async function would be needed by each caller's function and by theirs in turn, so it is left as it is: raise the deployment target, or mark the function or its type `@available(\(needed.joined(separator: ", ")), *)`"
    }
}
