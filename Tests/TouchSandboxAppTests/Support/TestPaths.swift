import Foundation

/// Where the tests find the package, the app binary, the images and the fixtures.
enum TestPaths {
    /// The package root, three folders above this file (`Tests/TouchSandboxAppTests/Support/`).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `$TOUCH_SANDBOX_BINARY`, else `<package root>/.build/release/touch-sandbox` (what `Scripts/run` builds and users run).
    static var binary: String {
        if let custom = ProcessInfo.processInfo.environment["TOUCH_SANDBOX_BINARY"], !custom.isEmpty { return custom }
        return packageRoot.appendingPathComponent(".build/release/touch-sandbox").path
    }

    /// `$TOUCH_SANDBOX_BENCH_BINARY`, else `touch-sandbox-bench` beside the app binary (`Scripts/test` builds both).
    static var benchBinary: String {
        if let custom = ProcessInfo.processInfo.environment["TOUCH_SANDBOX_BENCH_BINARY"], !custom.isEmpty { return custom }
        return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("touch-sandbox-bench").path
    }

    /// `Tests/TouchSandboxAppTests/Fixtures/`, in the source tree (so reference images can be rewritten deliberately).
    static let fixtures: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func recording(_ name: String) -> String { fixtures.appendingPathComponent("recordings/\(name)").path }
    static func reference(_ name: String) -> String { fixtures.appendingPathComponent("reference/\(name)").path }

    /// `<package root>/Resources/images/NAME.png`, absolute.
    static func image(_ name: String) -> String {
        packageRoot.appendingPathComponent("Resources/images/\(name).png").path
    }

    static let defaultScene: String = packageRoot.appendingPathComponent("Resources/default-scene.json").path
}
