// swift-tools-version:5.9
import PackageDescription

// A to-do package whose model module declares `Task`: the app's module imports it, so
// `Task { … }` there would name the model; its test target imports the app `@testable`.
let package = Package(
    name: "Todo",
    platforms: [.iOS(.v15), .macOS(.v12)],
    targets: [
        .target(name: "Models"),
        .target(name: "App", dependencies: ["Models"]),
        .target(name: "Settings"),
        .testTarget(name: "AppTests", dependencies: ["App"]),
    ]
)
