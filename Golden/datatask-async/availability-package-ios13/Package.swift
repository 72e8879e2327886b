// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Weather",
    platforms: [
        .iOS(.v13),
        .macOS(.v10_15),
    ],
    targets: [
        .target(name: "Weather", path: ".")
    ]
)
