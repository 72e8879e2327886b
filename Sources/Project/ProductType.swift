import Core

/// What a target builds, from its product type: Xcode's `com.apple.product-type.…`, or
/// XcodeGen's `type:` (the same names without the prefix).
enum ProductType {
    static let xcodePrefix = "com.apple.product-type."

    /// `application`, `app-extension`, `framework`, `bundle.unit-test`… as a module kind;
    /// `.other` for one that is none of those (`bundle`, `xpc-service`, …).
    static func kind(of type: String) -> ModuleFacts.Kind {
        let name = type.hasPrefix(xcodePrefix) ? String(type.dropFirst(xcodePrefix.count)) : type
        switch name {
        case "bundle.unit-test", "bundle.ocunit-test": return .tests
        case "bundle.ui-testing": return .uiTests
        case "framework", "framework.static": return .framework
        case "library.static", "library.dynamic": return .library
        case "tool": return .executable
        default: break
        }
        if name == "application" || name.hasPrefix("application.") { return .application }
        if name.hasSuffix("-extension") || name.hasPrefix("app-extension") || name.contains("-extension.") { return .extensionBundle }
        return .other
    }
}
