import Core
import Structure
import Tokenizer

/// The one-shot preparation's reading of declarations: what the run's files declare of the
/// functions found (another declaration of a key, a protocol requirement, an async name taken
/// already, a call its default values make ambiguous), the types and publisher operators
/// they declare, and the checks that need them: the callers a partial run does not hold,
/// and the deployment targets.
extension OneShotPreparation {
    /// Reads every file for the types it declares, and those that mention a migrated name
    /// also for the other declarations of that name (leaving alone a key declared again, or
    /// required by a protocol).
    func readDeclarations(into run: inout OneShotIndex, names: AnchorFilter, files: RunFiles) {
        let functions = run.functions
        let everyFile = AnchorFilter(Anchors(alternatives: [[]]))
        let read = files.mapSources(admitted: everyFile) { index, source in
            let view = CodeView(source)
            let declarations = names.admits(source.bytes) ? Self.declarations(of: functions, in: view) : nil
            return (index: index, types: view.declaredTypes(), declarations: declarations, members: view.publisherExtensionMembers())
        }
        var operators: Set<String> = []
        var elsewhere: Set<String> = []
        var declarations: [String: Int] = [:]
        var requirements: Set<String> = []
        var renameConflicts: [String: [RenameConflict]] = [:]
        var defaultsConflicts: [String: [RenameConflict]] = [:]
        var located: [String: (file: Int, context: PlatformVersions)] = [:]
        for case let file? in read {
            run.types.add(file.types)
            operators.formUnion(file.members.operators)
            elsewhere.formUnion(file.members.elsewhere)
            guard let found = file.declarations else { continue }
            declarations.merge(found.counts, uniquingKeysWith: +)
            requirements.formUnion(found.protocols)
            renameConflicts.merge(found.renameConflicts, uniquingKeysWith: +)
            defaultsConflicts.merge(found.defaultsConflicts, uniquingKeysWith: +)
            for (key, context) in found.contexts { located[key] = (file.index, context) }
        }
        for (key, count) in declarations where count > 1 {
            run.excluded[key] = requirements.contains(key)
                ? "`\(key)` is also a requirement of a protocol, whose other conformances would no longer match; migrate the protocol by hand"
                : "another `\(key)` is declared in the files of this run, so its callers cannot be told apart; migrate it by hand"
            run.functions[key] = nil
        }
        for (key, conflicts) in renameConflicts {
            // A declaration in an unrelated type is another function: calls of either are
            // told apart by their receivers.
            guard let function = run.functions[key],
                let existing = conflicts.first(where: { Self.related($0.typeName, function.typeName, run.types) })?.heading
            else { continue }
            if function.isPublic {
                // An async twin written by hand (an SDK's `+async.swift`): nothing to add.
                run.excluded[key] = "`\(key)` is `public`, and its async sibling is declared already (\(existing)); left as it is"
                run.notes.insert(key)
            } else {
                run.excluded[key] = "`\(key)` would become `\(function.asyncKey)`, which the run declares already; rename one of them, or migrate it by hand"
            }
            run.functions[key] = nil
        }
        for (key, conflicts) in defaultsConflicts {
            guard let function = run.functions[key],
                let other = conflicts.first(where: { Self.related($0.typeName, function.typeName, run.types) })?.heading
            else { continue }
            run.excluded[key] = "`\(key)` has parameters with default values, and the run also declares \(other): a call leaving those values out could mean either, and Swift's choice may change once one is async; migrate it by hand"
            run.functions[key] = nil
        }
        // `userPublisher()` → `user()` beside a property `user` of the same type.
        for (key, function) in run.functions where function.labels.isEmpty && function.asyncName != function.name {
            let entry = run.types.entries[function.typeName ?? ""]
            if entry?.properties[function.asyncName] != nil {
                run.excluded[key] = "`\(key)` would become `\(function.asyncKey)`, the name of a property of its type; rename one of them, or migrate it by hand"
                run.functions[key] = nil
            }
        }
        run.publisherOperators = operators.subtracting(elsewhere)
        checkAvailability(into: &run, located: located, files: files)
        checkCallersSeen(into: &run, located: located, files: files)
    }

    /// Leaves alone the functions other files of their module may call that the run does
    /// not hold (a run on one folder of a target): those callers would not follow, and an
    /// earlier run's bridge they may still call would go. Not a `public` one that gains a
    /// sibling of another name (it keeps its publisher; its calls are not read), nor a
    /// `private` or `fileprivate` one (every caller is in its file). A `public` one that
    /// gains an overload of its own name is checked: an unseen file of its module may
    /// override it, or call it unchained in asynchronous code.
    private func checkCallersSeen(
        into run: inout OneShotIndex, located: [String: (file: Int, context: PlatformVersions)], files: RunFiles
    ) {
        for (key, function) in run.functions where (!function.isPublic || function.isPublicOverload) && !function.isFilePrivate {
            guard let place = located[key], let path = files.path(place.file),
                let outside = files.project.filesOutsideRun(ofModuleOf: path), let first = outside.first
            else { continue }
            let module = files.project.module(ofPath: path)?.name ?? "its module"
            let others = outside.count == 1 ? "`\(first)`" : "\(outside.count) files (`\(first)`, …)"
            run.excluded[key] = "`\(key)` may be called from \(others) of \(module), which this run does not hold: "
                + "run on the whole module to migrate it with its callers; left as it is"
            run.functions[key] = nil
        }
    }

    /// Leaves alone the functions whose new body calls an API their module's deployment
    /// targets do not have, unless the `@available` around them does, or their rule calls
    /// the support file's back-deployed form of it there (`backDeployed`).
    private func checkAvailability(
        into run: inout OneShotIndex, located: [String: (file: Int, context: PlatformVersions)], files: RunFiles
    ) {
        for (key, function) in run.functions {
            guard let required = OneShotPlan.requiredAvailability(function.rule), let place = located[key] else { continue }
            let module = files.project.module(ofPath: files.path(place.file))
            if let reason = AsyncAvailability.reason(
                key: key, api: required.api, required: required.versions, module: module, context: place.context)
            {
                if OneShotPlan.backDeploys(function.rule) {
                    run.backDeployed.insert(key)
                } else {
                    run.excluded[key] = reason
                    run.functions[key] = nil
                }
            }
        }
    }

    /// What a file declares of the functions found: how many times each key (not `async`:
    /// those are called with `await`), which keys in a protocol, and what the `@available`
    /// around each one whose rule needs it guarantee.
    private struct Declarations: Sendable {
        var counts: [String: Int] = [:]
        var protocols: Set<String> = []
        /// Keys whose async name the file declares already (`func user(id:) async`), with
        /// those declarations.
        var renameConflicts: [String: [RenameConflict]] = [:]
        /// Keys with defaulted parameters beside another declaration of the name a call
        /// leaving them out would match (`feed()` beside `feed(page: Int = 1)`).
        var defaultsConflicts: [String: [RenameConflict]] = [:]
        var contexts: [String: PlatformVersions] = [:]
    }

    /// The argument labels of a key: `["id", "_"]` for `user(id:_:)`.
    private static func labels(ofKey key: String) -> [String] {
        guard let open = key.firstIndex(of: "("), key.hasSuffix(")") else { return [] }
        return key[key.index(after: open)..<key.index(before: key.endIndex)].split(separator: ":").map(String.init)
    }

    private static func declarations(of functions: [String: MigratedFunction], in view: CodeView) -> Declarations {
        var found = Declarations()
        // The async keys the functions would take: another name's (`userPublisher(id:)` →
        // `user(id:)`), or their own, which only an `async` declaration takes already (a bridge
        // of an earlier run has its twin: not a conflict).
        var renamed: [String: String] = [:]
        var byName: [String: [MigratedFunction]] = [:]
        for (key, function) in functions {
            if function.asyncKey != key || !function.isBridge { renamed[function.asyncKey] = key }
            byName[function.name, default: []].append(function)
        }
        for p in view.positions where view.isWord(p, "func") && view.kind(p) == .keyword {
            guard let declared = PublisherFunction.key(ofFuncAt: p, view) else { continue }
            let isAsync = view.partner(p + 2).map { view.isWord($0 + 1, "async") } ?? false
            if let key = renamed[declared], declared != key || isAsync {
                found.renameConflicts[key, default: []].append(
                    RenameConflict(heading: Self.heading(ofFuncAt: p, view), typeName: view.enclosingType(of: p)?.simpleName))
            }
            // `feed()` beside `feed(page: Int = 1)`: a call leaving out the default could mean
            // either, and which one Swift picks may change once one is async.
            let labels = Self.labels(ofKey: declared)
            for function in byName[view.text(p + 1)] ?? [] where function.key != declared && function.isCalled(withLabels: labels) {
                found.defaultsConflicts[function.key, default: []].append(
                    RenameConflict(heading: Self.heading(ofFuncAt: p, view), typeName: view.enclosingType(of: p)?.simpleName))
            }
            guard let function = functions[declared] else { continue }
            let key = declared
            if isAsync { continue }
            found.counts[key, default: 0] += 1
            if view.enclosingType(of: p)?.keyword == "protocol" { found.protocols.insert(key) }
            if OneShotPlan.requiredAvailability(function.rule) != nil, let declaration = PublisherFunction.read(at: p, view) {
                found.contexts[key] = view.availability(around: declaration.bodyOpen + 1)
            }
        }
        return found
    }
}

/// A declaration of the name a migrated function would take: as it reads
/// (``func user(id: String) async throws -> User` in `Client``), and the type it is in.
private struct RenameConflict: Sendable {
    var heading: String
    var typeName: String?
}

extension OneShotPreparation {
    /// Whether members of these types (nil: top level) can clash: the same type, one a
    /// subtype of the other, or one at top level (which a member's name shadows).
    fileprivate static func related(_ a: String?, _ b: String?, _ types: TypeTable) -> Bool {
        guard let a, let b else { return true }
        return a == b || types.isSubtype(a, of: b) || types.isSubtype(b, of: a)
    }

    /// The declaration whose `func` is at `p`, up to its body, on one line, and the type it
    /// is in: ``func user(id: String) async throws -> User` in `Client``.
    fileprivate static func heading(ofFuncAt p: CodePosition, _ view: CodeView) -> String {
        var end = p + 1
        while end < view.endPosition, end < p + 60, view.kind(end) != .leftBrace, view.kind(end) != .rightBrace {
            end = view.kind(end) == .leftParen ? (view.partner(end) ?? end) + 1 : end + 1
        }
        let text = view.source.text(ofCode: p..<end)
            .replacingOccurrences(of: #"\s*"# + LineBreak.pattern + #"\s*"#, with: " ", options: .regularExpression)
        let type = view.enclosingType(of: p).map { " in `\($0.name)`" } ?? ""
        return "`\(text)`\(type)"
    }
}
