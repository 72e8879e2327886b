// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "combine-migrate",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "combine-migrate", targets: ["combine-migrate"]),
        .library(name: "CombineMigrate", targets: ["CombineMigrate"]),
        .plugin(name: "MigrateCombine", targets: ["MigrateCombine"]),
        .plugin(name: "MigrateCombineWrite", targets: ["MigrateCombineWrite"]),
    ],
    targets: [
        .target(name: "CombineMigrate"),
        .executableTarget(name: "combine-migrate", dependencies: ["CombineMigrate"]),
        // Development benchmark (Scripts/bench.sh); not a product.
        .executableTarget(name: "combine-migrate-bench", dependencies: ["CombineMigrate"]),
        .testTarget(name: "CombineMigrateTests", dependencies: ["CombineMigrate"], exclude: ["Fixtures"]),
        // `swift package migrate-combine`: a dry run over the package's targets (docs/pre-commit.md).
        .plugin(
            name: "MigrateCombine",
            capability: .command(intent: .custom(
                verb: "migrate-combine",
                description: "Dry run of combine-migrate over the package's targets (--check, --write and other options passed on)")),
            dependencies: ["combine-migrate"]
        ),
        // `swift package migrate-combine-write`: the same with --write, after asking for permission.
        .plugin(
            name: "MigrateCombineWrite",
            capability: .command(
                intent: .custom(
                    verb: "migrate-combine-write",
                    description: "Migrate the package's targets from Combine to async/await in place"),
                permissions: [.writeToPackageDirectory(reason: "combine-migrate rewrites Combine code to async/await in the targets' source files")]),
            dependencies: ["combine-migrate"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
