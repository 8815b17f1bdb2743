// swift-tools-version:6.0
import PackageDescription

// Coverage-guided fuzz targets (libFuzzer) for every parser that reads outside input, one executable per parser.
// Build and run them with `Scripts/fuzz`; see README.md. Each target links libFuzzer's own `main`, so this package
// builds only with `--sanitize=fuzzer` (and `-Xswiftc -enable-testing` for the `@testable` imports).
let fuzzTargets: [(name: String, modules: [String])] = [
    ("fuzz-scene", ["TouchRecipes", "TouchEngine"]),
    ("fuzz-kiosk", ["TouchSandboxApp"]),
    ("fuzz-osc", ["TouchTUIO"]),
    ("fuzz-tuio", ["TouchTUIO", "TouchEngine"]),
    ("fuzz-image", ["TouchSandboxSDL", "Logging"]),
    // Every recording format through the one entry point replay uses; Scripts/fuzz runs it once per format,
    // each with its own seeds and dictionary.
    ("fuzz-recording", ["TouchRecordings"]),
    ("fuzz-gestures", ["TouchRecipes", "TouchEngine"]),
]

let package = Package(
    name: "TouchSandboxFuzz",
    products: fuzzTargets.map { .executable(name: $0.name, targets: [$0.name]) },
    // `TouchSandbox` is a symbolic link to the repository (`..`): a package is known by the last part of its path,
    // so the link keeps that name the same whatever the clone's folder is called.
    dependencies: [
        .package(path: "TouchSandbox"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // `expect(_:_:)`: a property check whose message survives the optimised build.
        .target(name: "FuzzSupport", path: "Sources/FuzzSupport"),
    ] + fuzzTargets.map { target in
        .executableTarget(
            name: target.name,
            dependencies: ["FuzzSupport"] + target.modules.map {
                .product(name: $0, package: $0 == "Logging" ? "swift-log" : "TouchSandbox")
            },
            path: "Sources/\(target.name)"
        )
    }
)
