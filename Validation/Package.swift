// swift-tools-version: 6.0
// The validation package: builds OpenCombine once so that Scripts/validate.sh can
// type-check (and run) every golden input and expected output against it.
// Never a dependency of the tool itself (see Validation/README.md).
import PackageDescription

let package = Package(
    name: "combine-migrate-validation",
    products: [
        .library(name: "ValidationSupport", targets: ["ValidationSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // Imports every OpenCombine product so that one `swift build` builds them all.
        .target(
            name: "ValidationSupport",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineShim", package: "OpenCombine"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
