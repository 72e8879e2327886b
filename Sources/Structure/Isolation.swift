import Tokenizer

/// The actor a position's code runs on, as far as the file shows it: a global actor on the
/// function, closure, type or extension, or inherited from the main-actor classes and
/// protocols of UIKit, AppKit and SwiftUI; `nonisolated` respected.
extension CodeView {
    package enum Isolation: Equatable {
        case mainActor
        /// Another global actor declared in this file (`@globalActor actor DatabaseActor`).
        case globalActor(String)
        /// An actor's instance members.
        case actorInstance
        /// `nonisolated`, or a `deinit` (not an `isolated deinit`).
        case nonisolated
        /// A declaration this file shows whole, with no isolation written or inherited. (In
        /// a module built with default main-actor isolation, that is the main actor.)
        case unannotated
        /// Depends on what this file does not show: a closure that may run elsewhere (passed
        /// to an API other than `Task`), an extension or a subclass of a type declared in
        /// another file, a protocol this tool does not know.
        case unknown
    }

    /// UIKit, AppKit and SwiftUI classes and protocols that are `@MainActor`: a type that
    /// inherits from or conforms to one is on the main actor. (SwiftUI's `View` is
    /// `@MainActor` as a whole from the iOS 18 / macOS 15 SDKs, Xcode 16, on.)
    static let mainActorSupertypes: Set<String> = [
        "UIResponder", "UIViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
        "UIHostingController", "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView",
        "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UIStackView", "UITextField", "UITextView", "UIWindow", "UIApplicationDelegate", "UIWindowSceneDelegate",
        "UISceneDelegate", "NSResponder", "NSViewController", "NSWindowController", "NSView", "NSWindow",
        "NSHostingView", "NSHostingController", "NSApplicationDelegate", "View", "App", "Scene",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// Well-known supertypes that carry no isolation, so a type listing them can still be
    /// judged by the rest of its list.
    static let isolationFreeSupertypes: Set<String> = [
        "NSObject", "ObservableObject", "Equatable", "Hashable", "Identifiable", "Codable", "Encodable", "Decodable",
        "Error", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "Comparable", "CaseIterable",
        "RawRepresentable", "String", "Int", "UInt", "Int32", "Int64", "Double", "Float",
    ]

    /// The isolation of the code at `p`. With `throughSupertypes` false, only isolation
    /// written in this file counts (attributes on the functions, closures, types and
    /// extensions around `p`), not what a type inherits from its supertypes.
    package func isolation(at p: Int, throughSupertypes: Bool = true) -> Isolation {
        var brace = enclosingBrace(of: p)
        while let open = brace {
            switch braceKind(open) {
            case .statement:
                break
            case .closure:
                if let actor = globalActor(in: closureAttributes(open: open)) { return actor }
                if isOnMainQueue(closure: open) { return .mainActor }
                // `Task { … }` inherits the actor of the code that creates it; other closures
                // may be called anywhere.
                guard isTaskClosure(open) else { return .unknown }
            case .function:
                guard let function = functionDeclaration(open) else { return .unknown }
                // A `deinit` is nonisolated unless declared `isolated deinit` (SE-0371).
                if function.modifiers.contains("nonisolated")
                    || function.keyword == "deinit" && !function.modifiers.contains("isolated")
                {
                    return .nonisolated
                }
                if let actor = globalActor(in: function.attributes) { return actor }
            case .type:
                guard let type = typeDeclaration(open) else { return .unknown }
                return isolation(of: type, depth: 0, throughSupertypes: throughSupertypes)
            }
            brace = enclosingBrace(of: open)
        }
        return .unannotated
    }

    /// The isolation of a type's (or an extension's) members: its own attributes, then (with
    /// `throughSupertypes`) its inheritance list, then for an extension the type it extends
    /// when this file declares it.
    func isolation(of type: TypeDeclaration, depth: Int, throughSupertypes: Bool = true) -> Isolation {
        if let actor = globalActor(in: type.attributes) { return actor }
        if type.keyword == "actor" { return .actorInstance }
        var result = Isolation.unannotated
        if throughSupertypes {
            let names = type.inheritedNames
            if names.contains(where: Self.mainActorSupertypes.contains) { return .mainActor }
            guard depth < 8 else { return .unknown }
            // The rest of the list: supertypes declared in this file are read in turn.
            for name in names where !Self.isolationFreeSupertypes.contains(name) {
                let declarations = primaryDeclarations(named: name)
                guard !declarations.isEmpty else { return .unknown }
                for declaration in declarations {
                    let inherited = isolation(of: declaration, depth: depth + 1)
                    if inherited != .unannotated { result = inherited }
                }
            }
        }
        if type.keyword == "extension" {
            let declarations = primaryDeclarations(named: type.simpleName)
            guard declarations.count == 1, depth < 8 else { return .unknown }
            let primary = isolation(of: declarations[0], depth: depth + 1, throughSupertypes: throughSupertypes)
            if primary != .unannotated { return primary }
        }
        return result
    }

    /// The `class`, `struct`, `enum`, `actor` or `protocol` declarations named `name` in
    /// this file (not its extensions).
    func primaryDeclarations(named name: String) -> [TypeDeclaration] {
        (typeBodies()[name] ?? []).compactMap(typeDeclaration).filter { $0.keyword != "extension" }
    }

    /// `@MainActor`, or another global actor declared in this file, among `attributes`.
    private func globalActor(in attributes: [String]) -> Isolation? {
        for attribute in attributes {
            if attribute == "MainActor" || attribute == "_Concurrency.MainActor" { return .mainActor }
            if globalActorNames().contains(attribute) { return .globalActor(attribute) }
        }
        return nil
    }

    /// The names of the global actors this file declares (`@globalActor actor X`).
    func globalActorNames() -> Set<String> {
        analyses.value(GlobalActorsKey.self) {
            var names: Set<String> = []
            for p in 0..<max(0, count - 1) where kind(p) == .atSign && isWord(p + 1, "globalActor") {
                var q = p + 2
                while q < count, !isAny(q, ["actor", "class", "struct", "enum"]), q - p < 16 { q += 1 }
                if isName(q + 1) { names.insert(text(q + 1)) }
            }
            return names
        }
    }

    /// The attributes written at the start of a closure: `{ @MainActor in`.
    func closureAttributes(open: Int) -> [String] {
        var attributes: [String] = []
        var q = open + 1
        while kind(q) == .atSign, isName(q + 1) {
            attributes.append(text(q + 1))
            q += 2
            if kind(q) == .leftParen { q = atomEnd(q) }
        }
        return attributes
    }

    /// `Task { … }` or `Task(priority: …) { … }` (not `Task.detached`).
    func isTaskClosure(_ open: Int) -> Bool {
        guard let callee = callee(ofClosure: open) else { return false }
        return isWord(callee, "Task") && kind(callee - 1) != .period
    }

    /// `DispatchQueue.main.async { … }` (or `asyncAfter(…)`), `MainActor.run { … }`,
    /// `RunLoop.main.perform { … }`: a closure that runs on the main thread.
    func isOnMainQueue(closure open: Int) -> Bool {
        guard let callee = callee(ofClosure: open), kind(callee - 1) == .period else { return false }
        let chain = ((callee - 4)...callee).map { text($0) }.joined()
        return chain.hasSuffix("DispatchQueue.main.async") || chain.hasSuffix("DispatchQueue.main.asyncAfter")
            || chain.hasSuffix("RunLoop.main.perform") || chain.hasSuffix(".MainActor.run")
            || (isWord(callee - 2, "MainActor") && isWord(callee, "run") && kind(callee - 3) != .period)
    }
}

private enum GlobalActorsKey: FileAnalysisKey { typealias Value = Set<String> }
