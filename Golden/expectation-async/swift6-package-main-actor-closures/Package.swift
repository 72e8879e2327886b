// swift-tools-version:6.0
import PackageDescription

// A package that builds in Swift 6 mode, whose test target holds synchronous
// expectation-and-`sink` tests of a nonisolated class.
let package = Package(
    name: "Scores",
    platforms: [.iOS(.v15), .macOS(.v12)],
    targets: [
        .target(name: "Scores"),
        .testTarget(name: "ScoreTests", dependencies: ["Scores"]),
    ]
)
