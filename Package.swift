// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TouchSandbox",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "touch-sandbox", targets: ["touch-sandbox"]),
        // Benchmarks and the soak's generator: for developers, never installed on a kiosk.
        .executable(name: "touch-sandbox-bench", targets: ["touch-sandbox-bench"]),
        .library(name: "TouchEngine", targets: ["TouchEngine"]),
        .library(name: "TouchRecordings", targets: ["TouchRecordings"]),
        .library(name: "TouchTUIO", targets: ["TouchTUIO"]),
        // For the fuzz package under Fuzz/ (a package reaches another's modules only through its products).
        .library(name: "TouchRecipes", targets: ["TouchRecipes"]),
        .library(name: "TouchSandboxSDL", targets: ["TouchSandboxSDL"]),
        .library(name: "TouchSandboxApp", targets: ["TouchSandboxApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        // YAML of `libinput record` files (their headers; the events are streamed by hand).
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // `swift package generate-documentation --target TouchEngine` (Scripts/docs): the engine's DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The gesture core: pure Swift, no package dependency, never imports SDL. Geometry, pointer events and touch
        // bookkeeping, the scene and alpha hit-testing, the gesture arena and the recogniser protocol, the engine,
        // manipulation and inertia, animations, the built-in recognisers (tap, long press, manipulation, circle), strokes.
        .target(name: "TouchEngine", path: "Sources/TouchEngine"),
        // Recorded sessions on top of the core: format 1 (JSON lines) read and written, evemu and `libinput record`
        // files read; each becomes the core's pointer events. The only target that uses Yams.
        .target(
            name: "TouchRecordings",
            dependencies: ["TouchEngine", "TouchFiles", .product(name: "Yams", package: "Yams")],
            path: "Sources/TouchRecordings"
        ),
        // OSC 1.0 packets and TUIO 1.1/2.0 on top of the core: a receiver that turns TUIO into pointer events and a
        // sender that turns pointer events into TUIO bundles (no sockets: the app owns those).
        .target(name: "TouchTUIO", dependencies: ["TouchEngine"], path: "Sources/TouchTUIO"),
        // Files that users hand the app, read without trusting them (regular files only, capped sizes) and quoted in
        // messages; every byte written to a descriptor. No dependency.
        .target(name: "TouchFiles", path: "Sources/TouchFiles"),
        // The sandbox's recipes on top of the engine, using only its public API: controls, the long-press menu,
        // selection, paint, corner resize, the drag-out tray, the scene file, the state document, kiosk rules.
        .target(name: "TouchRecipes", dependencies: ["TouchEngine", "TouchFiles"], path: "Sources/TouchRecipes"),
        // The touchscreen test: measures a panel from pointer events (no SDL).
        .target(name: "TouchScreenTesting", dependencies: ["TouchEngine", "TouchFiles"], path: "Sources/TouchScreenTesting"),
        // C only: the SDL2, SDL2_image and SDL2_ttf headers plus a shim for macros Swift cannot import.
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev", "libpng-dev", "libgif-dev"])]
        ),
        // C: decodes PNG files to RGBA with libpng (SDL_image 2.6 loses tRNS on gray images and truncates 16-bit alpha).
        .target(
            name: "CPNGDecoder",
            path: "Sources/CPNGDecoder",
            linkerSettings: [.linkedLibrary("png16")]
        ),
        // C: decodes the first image of a GIF file to RGBA with giflib (SDL_image 2.6.3's GIF decoder crashes on a
        // crafted 45-byte file).
        .target(
            name: "CGIFDecoder",
            path: "Sources/CGIFDecoder",
            linkerSettings: [.linkedLibrary("gif")]
        ),
        // C: reads a live touch device's name and axis ranges and resolution from its evdev node (EVIOCGABS), which SDL
        // does not expose.
        .target(name: "CEvdev", path: "Sources/CEvdev"),
        // C: the pixels SDL's software renderer gives a scaled or turned texture copy, computed for the visible part
        // alone (SDL builds the whole scaled and turned image every frame, however little of it is seen).
        .target(name: "CSoftwareTextureCopy", path: "Sources/CSoftwareTextureCopy", linkerSettings: [.linkedLibrary("m")]),
        // C: nanosvg, the SVG parser and rasteriser SDL_image 2.6.3 carries, vendored with a budget on the steps and
        // edges drawing may take (SDL_image's copy spent minutes and gigabytes on a 100-byte file with a fine dash).
        .target(name: "CNanoSVG", path: "Sources/CNanoSVG", linkerSettings: [.linkedLibrary("m")]),
        // Thin Swift layer over SDL: event translation, windows, renderers, textures, fonts.
        .target(
            name: "TouchSandboxSDL",
            dependencies: ["CSDL2", "CPNGDecoder", "CGIFDecoder", "CNanoSVG", "CEvdev", "CSoftwareTextureCopy", "TouchEngine", "TouchFiles",
                           .product(name: "Logging", package: "swift-log")],
            path: "Sources/TouchSandboxSDL"
        ),
        // The app: commands, scene loading, the playback driver and its input sources, overlay. What kiosks install:
        // no benchmark, no soak generator, no test data (touch-sandbox-bench has those).
        .target(
            name: "TouchSandboxApp",
            dependencies: [
                "TouchEngine", "TouchRecordings", "TouchTUIO", "TouchFiles", "TouchRecipes", "TouchScreenTesting",
                "TouchSandboxSDL", "COutputNames",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/TouchSandboxApp"
        ),
        // C only: the output (connector) names SDL 2.26 does not give, asked of RandR (X11) and xdg-output (Wayland).
        .target(name: "COutputNames", path: "Sources/COutputNames",
                linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("Xrandr"), .linkedLibrary("wayland-client")]),
        .executableTarget(
            name: "touch-sandbox",
            dependencies: ["TouchSandboxApp"],
            path: "Sources/touch-sandbox"
        ),
        // The lab, in Benchmarks/ apart from what ships: the benchmarks (engine, templates, frames against the C floor
        // in Benchmarks/floor, whole replays, TUIO on loopback) and the soak's recordings, behind the
        // `touch-sandbox-bench` command. Reaches the app's `package` declarations (the same package).
        .target(
            name: "TouchSandboxBench",
            dependencies: [
                "TouchSandboxApp", "TouchEngine", "TouchRecordings", "TouchTUIO", "TouchFiles", "TouchRecipes",
                "TouchScreenTesting", "TouchSandboxSDL", "HumanStrokes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/Sources/TouchSandboxBench"
        ),
        .executableTarget(
            name: "touch-sandbox-bench",
            dependencies: ["TouchSandboxBench"],
            path: "Benchmarks/Sources/touch-sandbox-bench"
        ),
        // What the tests share, in one place: scenes, scripted fingers and tolerances (the engine and recipe tests),
        // temporary folders, the process runner, format 1 recordings written by hand, the app's test scene and paths,
        // the python TUIO peers.
        .target(name: "TouchTestSupport", dependencies: ["TouchEngine", "TouchRecipes"], path: "Tests/TouchTestSupport"),
        // Strokes that imitate people drawing (circles and the shapes a circle detector must refuse) and people's own
        // strokes read from the shared set, with the circle detector's and the template matcher's scorecards: test
        // data for the tests and the benchmark, beside the test support; never linked into the app.
        .target(name: "HumanStrokes", dependencies: ["TouchEngine", "TouchRecipes"], path: "Tests/HumanStrokes"),
        .testTarget(name: "TouchEngineTests", dependencies: ["TouchEngine", "TouchTestSupport", "HumanStrokes"],
                    path: "Tests/TouchEngineTests"),
        .testTarget(name: "TouchRecordingsTests", dependencies: ["TouchRecordings", "TouchEngine", "TouchTestSupport"],
                    path: "Tests/TouchRecordingsTests"),
        .testTarget(name: "TouchTUIOTests", dependencies: ["TouchTUIO", "TouchEngine"], path: "Tests/TouchTUIOTests"),
        .testTarget(name: "TouchFilesTests", dependencies: ["TouchFiles", "TouchTestSupport"], path: "Tests/TouchFilesTests"),
        .testTarget(name: "TouchRecipesTests", dependencies: ["TouchRecipes", "TouchEngine", "TouchTestSupport", "HumanStrokes"],
                    path: "Tests/TouchRecipesTests"),
        .testTarget(name: "TouchScreenTestingTests", dependencies: ["TouchScreenTesting", "TouchEngine", "TouchTestSupport"],
                    path: "Tests/TouchScreenTestingTests", exclude: ["Golden"]),
        .testTarget(
            name: "TouchSandboxSDLTests",
            dependencies: ["TouchSandboxSDL", "CSDL2", "TouchEngine", "TouchScreenTesting", "TouchTestSupport"],
            path: "Tests/TouchSandboxSDLTests",
            exclude: ["Fixtures", "Support/png_cases.py"]
        ),
        // The app's types in process (frame pacing, the kiosk configuration, the TUIO listener, layouts).
        .testTarget(
            name: "TouchSandboxAppTests",
            dependencies: ["TouchSandboxApp", "TouchEngine", "TouchRecordings", "TouchTUIO", "TouchRecipes", "TouchScreenTesting",
                           "TouchTestSupport"],
            path: "Tests/TouchSandboxAppTests"
        ),
        // What users run: the release binaries `touch-sandbox` and `touch-sandbox-bench` ($TOUCH_SANDBOX_BINARY,
        // $TOUCH_SANDBOX_BENCH_BINARY) started as processes, headless, under Xvfb and under cage.
        .testTarget(
            name: "TouchSandboxEndToEndTests",
            dependencies: ["TouchSandboxApp", "TouchEngine", "TouchRecordings", "TouchTUIO", "TouchTestSupport"],
            path: "Tests/TouchSandboxEndToEndTests",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "TouchSandboxBenchTests", dependencies: ["TouchSandboxBench"], path: "Tests/TouchSandboxBenchTests"),
    ]
)
