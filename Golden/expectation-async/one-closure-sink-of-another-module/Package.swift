// swift-tools-version:5.9
import PackageDescription

// Two test targets: `UploadsTests` imports `Uploads`, which declares a `sink` of one closure
// on `Future`s of `Void` (as Canvas's Core does); `FeedTests` does not. A trailing closure on
// a `Future` may call it only where it is seen: the test of `UploadsTests` stays, the same
// shape in `FeedTests` migrates.
let package = Package(
    name: "Uploads",
    platforms: [.iOS(.v15), .macOS(.v12)],
    targets: [
        .target(name: "Uploads"),
        .testTarget(name: "UploadsTests", dependencies: ["Uploads"]),
        .testTarget(name: "FeedTests"),
    ]
)
