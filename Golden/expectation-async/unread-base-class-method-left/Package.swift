// swift-tools-version:5.9
import PackageDescription

// An uploads package whose test target inherits a base class of a module the run does not
// read (its files are elsewhere, as Realm's `SwiftSyncTestCase` is in a target its
// Package.swift makes with a helper function).
let package = Package(
    name: "Uploads",
    platforms: [.iOS(.v15), .macOS(.v12)],
    targets: [
        .testTarget(name: "UploadTests", dependencies: ["SyncSupport"]),
    ]
)
