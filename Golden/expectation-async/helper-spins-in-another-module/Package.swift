// swift-tools-version:5.9
import PackageDescription

// SpotifyAPI's shape: test utilities in a module of their own, whose function a test calls to
// get an authorization redirect, through an authorizer object that spins the run loop.
let package = Package(
    name: "Auth",
    platforms: [.iOS(.v15), .macOS(.v12)],
    targets: [
        .target(name: "AuthTestUtilities"),
        .testTarget(name: "AuthTests", dependencies: ["AuthTestUtilities"]),
    ]
)
