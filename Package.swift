// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "combine-migrate",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "combine-migrate", targets: ["combine-migrate"]),
        // The tokenizer alone, for the token-agreement harness (Agreement/), the one user of the
        // library outside this package; everything else is `package` or `internal`.
        .library(name: "Tokenizer", targets: ["Tokenizer"]),
        .plugin(name: "MigrateCombine", targets: ["MigrateCombine"]),
        .plugin(name: "MigrateCombineWrite", targets: ["MigrateCombineWrite"]),
    ],
    targets: [
        // The pipeline, bottom to top (docs/architecture.md): each target depends only on
        // targets listed before it. Importing a target that depends on it is a cycle, which
        // never compiles; importing any target it does not list is an error with
        // `swift build --explicit-target-dependency-import-check error`, as .ci/run builds.
        .target(name: "Tokenizer"),
        .target(name: "Core", dependencies: ["Tokenizer"]),
        .target(name: "Structure", dependencies: ["Tokenizer", "Core"]),
        .target(name: "Project", dependencies: ["Tokenizer", "Core", "Structure"]),
        .target(name: "Rules", dependencies: ["Tokenizer", "Core", "Structure"]),
        .target(name: "Rewriting", dependencies: ["Tokenizer", "Core"]),
        .target(name: "Output", dependencies: ["Tokenizer", "Core", "Rewriting", "Project"]),
        .target(name: "Support", dependencies: ["Core", "Structure"]),
        .target(name: "Inventory", dependencies: ["Tokenizer", "Core", "Structure", "Project", "Rules", "Rewriting", "Output", "Support"]),
        .target(name: "CommandLine", dependencies: [
            "Tokenizer", "Core", "Structure", "Project", "Rules", "Rewriting", "Output", "Support", "Inventory",
        ]),
        .executableTarget(name: "combine-migrate", dependencies: ["CommandLine"]),
        // Development benchmark (Scripts/bench.sh); not a product.
        .executableTarget(name: "combine-migrate-bench", dependencies: ["Tokenizer", "Core", "Project", "Rules", "Rewriting", "Output", "CommandLine"]),
        .testTarget(
            name: "CombineMigrateTests",
            dependencies: ["Tokenizer", "Core", "Structure", "Project", "Rules", "Rewriting", "Output", "Support", "Inventory", "CommandLine"],
            exclude: ["Fixtures"]),
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
