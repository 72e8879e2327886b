// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Latency",
    platforms: [.iOS(.v16), .macOS(.v13)],
    targets: [
        .target(name: "Latency", path: ".")
    ],
    swiftLanguageModes: [.v5]
)
