// swift-tools-version:5.9
import PackageDescription

// A package that still deploys to iOS 12, with OpenCombine for its publishers: its sites
// are left, and the warning cites the deployment target the manifest gives.
let package = Package(
    name: "Diary",
    platforms: [
        .iOS(.v12),
        .macOS(.v10_13),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .target(name: "Diary", dependencies: ["OpenCombine"], path: ".")
    ]
)
