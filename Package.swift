// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TouchSandbox",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "touch-sandbox", targets: ["touch-sandbox"]),
        .library(name: "TouchEngine", targets: ["TouchEngine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // Pure Swift: geometry, touches, scene, hit-testing, manipulation, recording. Never imports SDL.
        // Exclusivity is checked at compile time; the run-time checks cost about a sixth of the engine's
        // time per event in release builds, so they are off there (debug builds and tests keep them).
        .target(
            name: "TouchEngine", path: "Sources/TouchEngine",
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // Strokes that imitate people drawing (circles and the shapes a circle detector must refuse), for
        // the detector's tests and the benchmark; not part of the engine library's products.
        .target(name: "HumanStrokes", dependencies: ["TouchEngine"], path: "Sources/HumanStrokes"),
        // C only: the SDL2, SDL2_image and SDL2_ttf headers plus a shim for macros Swift cannot import.
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]
        ),
        // Thin Swift layer over SDL: event translation, windows, renderers, textures, fonts.
        .target(
            name: "TouchSandboxSDL",
            dependencies: ["CSDL2", "TouchEngine", .product(name: "Logging", package: "swift-log")],
            path: "Sources/TouchSandboxSDL"
        ),
        // The app: commands, scene loading, run loop, overlay, replay, benchmark.
        .target(
            name: "TouchSandboxApp",
            dependencies: [
                "TouchEngine", "TouchSandboxSDL", "CSDL2", "HumanStrokes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/TouchSandboxApp"
        ),
        .executableTarget(
            name: "touch-sandbox",
            dependencies: ["TouchSandboxApp"],
            path: "Sources/touch-sandbox"
        ),
        .testTarget(name: "TouchEngineTests", dependencies: ["TouchEngine", "HumanStrokes"], path: "Tests/TouchEngineTests"),
        .testTarget(
            name: "TouchSandboxSDLTests",
            dependencies: ["TouchSandboxSDL", "CSDL2", "TouchEngine"],
            path: "Tests/TouchSandboxSDLTests"
        ),
        .testTarget(
            name: "TouchSandboxAppTests",
            dependencies: ["TouchSandboxApp", "TouchEngine"],
            path: "Tests/TouchSandboxAppTests",
            resources: [.copy("Fixtures")]
        ),
    ]
)
