// swift-tools-version: 6.0
// The token-agreement harness (Scripts/agreement.sh): lexes a corpus with swift-syntax and with
// combine-migrate's own tokenizer and compares the byte spans of their tokens. A development
// tool only: never a dependency of combine-migrate (see Agreement/README.md).
import Foundation
import PackageDescription

// A local package's identity is the name of its folder, which depends on where the
// repository was cloned; compute it rather than assume it.
let toolPackage = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
    .standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
    name: "combine-migrate-agreement",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "agreement",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Tokenizer", package: toolPackage),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
