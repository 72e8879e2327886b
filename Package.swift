// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "combine-migrate",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "combine-migrate", targets: ["combine-migrate"]),
        .library(name: "CombineMigrate", targets: ["CombineMigrate"]),
    ],
    targets: [
        .target(name: "CombineMigrate"),
        .executableTarget(name: "combine-migrate", dependencies: ["CombineMigrate"]),
        // Development benchmark (Scripts/bench.sh); not a product.
        .executableTarget(name: "combine-migrate-bench", dependencies: ["CombineMigrate"]),
        .testTarget(name: "CombineMigrateTests", dependencies: ["CombineMigrate"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
