// swift-tools-version:5.9
import PackageDescription

// A package that deploys to iOS 15 and still uses OpenCombine: its sites
// are left, the support file extends Combine's publishers, not OpenCombine's.
let package = Package(
    name: "Diary",
    platforms: [
        .iOS(.v15),
        .macOS(.v12),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .target(name: "Diary", dependencies: ["OpenCombine"], path: ".")
    ]
)
