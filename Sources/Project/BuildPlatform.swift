import Core

/// A platform a target builds for, as Swift spells it in `@available` (and XcodeGen in
/// `platform:` and `supportedDestinations:`), with the settings and SDKs Xcode knows it by.
enum BuildPlatform: String, CaseIterable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS, macCatalyst

    /// The setting of its minimum version (Mac Catalyst's is the iOS one's).
    var deploymentSetting: String {
        switch self {
        case .iOS, .macCatalyst: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// The SDKs it builds with, as `[sdk=…]` conditions name them (Mac Catalyst builds with
    /// the macOS SDK).
    var sdks: [String] {
        switch self {
        case .iOS: ["iphoneos", "iphonesimulator"]
        case .macOS, .macCatalyst: ["macosx"]
        case .tvOS: ["appletvos", "appletvsimulator"]
        case .watchOS: ["watchos", "watchsimulator"]
        case .visionOS: ["xros", "xrsimulator"]
        }
    }

    /// The platform of an SDK name as `SDKROOT` and `SUPPORTED_PLATFORMS` write it
    /// (`iphonesimulator`, `macosx14.0`); nil for one Swift code is not built for here
    /// (`driverkit`) or not known.
    init?(sdk: String) {
        let name = String(sdk.lowercased().prefix { $0.isLetter })
        switch name {
        case "iphoneos", "iphonesimulator": self = .iOS
        case "macosx": self = .macOS
        case "appletvos", "appletvsimulator": self = .tvOS
        case "watchos", "watchsimulator": self = .watchOS
        case "xros", "xrsimulator": self = .visionOS
        default: return nil
        }
    }

    /// The version Swift compares availability against, from the setting's: Mac Catalyst
    /// starts at 13.1, whatever lower iOS version the target deploys to.
    func version(fromSetting version: [Int]) -> [Int] {
        if self == .macCatalyst, PlatformVersions.isBelow(version, [13, 1]) { return [13, 1] }
        return version
    }
}

/// Version numbers as settings write them.
enum PlatformVersionText {
    /// `13.0` → `[13, 0]`, `10.15` → `[10, 15]`; nil for anything but numbers and dots.
    static func parse(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 4 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
