// swift-tools-version: 6.2
import PackageDescription

let settings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
]

let package = Package(
    name: "Feed",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Feed", path: "Sources/Feed", swiftSettings: settings),
    ]
)
