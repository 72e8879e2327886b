import Tokenizer
/// The isolation of a type's members, read from the declarations of one file and, when its
/// module is known (`ModuleTypes`), of the module's other files in the run:
///
/// - written: a global actor attribute, `nonisolated` (SE-0449), an `actor`;
/// - inherited (SE-0316): from the superclass (its global actor, or its `nonisolated`), else
///   from the protocols it conforms to in this declaration — a protocol refining another
///   inherits its actor — or from the main-actor classes and protocols of UIKit, AppKit and
///   SwiftUI; a conformance written in an extension gives only that extension's members its
///   actor; an extension's members have the isolation of the type it extends;
/// - else the module's default (SE-0466): the main actor for a type that writes and inherits
///   none — not inside an actor or a nonisolated type, and not settled for a type that
///   conforms to a protocol refining `Sendable`.
///
/// A name declared in none of the files read (another module's, an SDK's), an attribute
/// that may name another module's global actor, declarations that disagree: `.unknown`,
/// saying which. Each name is resolved once a query, and chains are followed at most
/// `depthLimit` deep, so cycles and long chains in broken code end.
struct TypeIsolation {
    typealias Isolation = CodeView.Isolation
    typealias Declaration = TypeSummary.Declaration

    /// The file's own declarations, from its current version.
    private let own: TypeSummary
    private let file: String?
    private let module: ModuleTypes?
    private var resolved: [String: Isolation] = [:]
    private var resolving: Set<String> = []

    static let depthLimit = 32

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
        "NSObject", "AnyObject", "ObservableObject", "Equatable", "Hashable", "Identifiable", "Codable", "Encodable", "Decodable",
        "Error", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "Comparable", "CaseIterable",
        "RawRepresentable", "String", "Int", "UInt", "Int32", "Int64", "Double", "Float",
    ]

    /// Protocols that refine `SendableMetatype`: conforming to one in a type's declaration
    /// stops default main-actor inference in the compilers with SE-0466's amendment.
    static let sendableProtocols: Set<String> = ["Sendable", "SendableMetatype", "Error"]

    /// Well-known upper-case attributes of types and functions that name no global actor
    /// (macros, Interface Builder, tests): with the module known, any other one not declared
    /// as a global actor in the module may be another module's global actor.
    static let isolationFreeAttributes: Set<String> = [
        "Observable", "Model", "Suite", "Test", "IBDesignable", "IBAction", "IBSegueAction", "IBOutlet",
        "IBInspectable", "UIApplicationMain", "NSApplicationMain", "NSManaged", "Sendable", "ViewBuilder",
    ]

    init(_ view: CodeView, module: ModuleTypes?) {
        own = view.typeSummary()
        file = view.source.path
        self.module = module
    }

    /// Code outside any type and function: the module's default.
    var topLevel: Isolation { module?.defaultIsolation == .mainActor ? .mainActor : .unannotated }

    /// `@MainActor`, or a global actor the file or its module declares, among `attributes`.
    /// For a declaration's attributes (`declares`), with the module known, another
    /// upper-case attribute not known to be free of isolation may be another module's
    /// global actor: `.unknown`.
    func globalActor(in attributes: [String], declares: Bool) -> Isolation? {
        for attribute in TypeSummary.actorAttributes(among: attributes) {
            if attribute == "MainActor" { return .mainActor }
            if own.globalActors.contains(attribute) || module?.globalActors.contains(attribute) == true {
                return .globalActor(attribute)
            }
            if declares, module != nil, !Self.isolationFreeAttributes.contains(attribute) {
                return .unknown(.attribute(attribute))
            }
        }
        return nil
    }

    /// The isolation of the members of a type or extension.
    mutating func isolation(of declaration: Declaration, depth: Int = 0) -> Isolation {
        guard depth < Self.depthLimit else { return .unknown(.unresolved(declaration.name)) }
        if let actor = globalActor(in: declaration.actorAttributes, declares: true) { return actor }
        if declaration.isNonisolated { return .nonisolated }
        if declaration.keyword == "actor" { return .actorInstance }
        let inherited = inheritedIsolation(of: declaration, depth: depth)
        if case .unknown = inherited { return inherited }
        if declaration.keyword == "extension" {
            let extended = isolation(ofTypeNamed: declaration.name, depth: depth + 1, unknown: CodeView.Unknown.extendedType)
            switch extended {
            case .unannotated, .nonisolated: return inherited == .unannotated ? extended : inherited
            default: return extended
            }
        }
        return inherited == .unannotated ? defaultIsolation(of: declaration, depth: depth) : inherited
    }

    /// What a declaration inherits: its superclass's isolation, specified (a global actor or
    /// `nonisolated`), else the one global actor of the protocols it conforms to.
    private mutating func inheritedIsolation(of declaration: Declaration, depth: Int) -> Isolation {
        if declaration.inherited.contains(where: Self.mainActorSupertypes.contains) { return .mainActor }
        var superclass: Isolation?
        var conformances = Isolation.unannotated
        for name in declaration.inherited where !Self.isolationFreeSupertypes.contains(name) {
            let supertype = isolation(ofTypeNamed: name, depth: depth + 1, unknown: CodeView.Unknown.supertype)
            switch supertype {
            case .unknown:
                return supertype
            case .mainActor, .globalActor, .nonisolated:
                if declarations(named: name).allSatisfy({ $0.keyword == "class" }) {
                    superclass = supertype
                } else if supertype != Isolation.nonisolated {
                    if conformances != .unannotated, conformances != supertype {
                        return .unknown(.unresolved(declaration.name))
                    }
                    conformances = supertype
                }
            case .actorInstance, .unannotated:
                continue
            }
        }
        return superclass ?? conformances
    }

    /// The default isolation of a type that writes and inherits none.
    private mutating func defaultIsolation(of declaration: Declaration, depth: Int) -> Isolation {
        guard module?.defaultIsolation == .mainActor else { return .unannotated }
        if declaration.inherited.contains(where: refinesSendable) { return .unknown(.sendableConformance(declaration.name)) }
        guard let outer = declaration.outer else { return .mainActor }
        // The default reaches a nested type only through types on a global actor.
        switch isolation(ofTypeNamed: outer, depth: depth + 1, unknown: CodeView.Unknown.extendedType) {
        case .mainActor, .globalActor: return .mainActor
        case .unknown(let reason): return .unknown(reason)
        case .actorInstance, .nonisolated, .unannotated: return .unannotated
        }
    }

    /// The isolation of the type `name`, from its declarations (not its extensions): the
    /// same for all of them, or `.unknown`; `unknown` says what is missing when none is read.
    private mutating func isolation(
        ofTypeNamed name: String, depth: Int, unknown: (String) -> CodeView.Unknown
    ) -> Isolation {
        if let known = resolved[name] { return known }
        guard resolving.insert(name).inserted else { return .unknown(.unresolved(name)) }
        defer { resolving.remove(name) }
        let found = declarations(named: name)
        guard !found.isEmpty else { return .unknown(unknown(name)) }
        var isolations: [Isolation] = []
        for declaration in found {
            let isolation = isolation(of: declaration, depth: depth)
            if !isolations.contains(isolation) { isolations.append(isolation) }
        }
        let result = isolations.count == 1 ? isolations[0] : .unknown(.unresolved(name))
        resolved[name] = result
        return result
    }

    /// The `class`, `struct`, `enum`, `actor` and `protocol` declarations named `name` in the
    /// file and the module's other files.
    private func declarations(named name: String) -> [Declaration] {
        let mine = own.declarations.filter { $0.name == name && $0.keyword != "extension" }
        let others = module?.types(named: name, outside: file) ?? []
        return mine + others
    }

    /// Whether `name` is a protocol refining `Sendable`, as far as the files read tell.
    private func refinesSendable(_ name: String) -> Bool {
        var pending = [name]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            if Self.sendableProtocols.contains(next) { return true }
            guard seen.insert(next).inserted, seen.count <= 256 else { continue }
            for declaration in declarations(named: next) where declaration.keyword == "protocol" {
                pending += declaration.inherited
            }
        }
        return false
    }
}
