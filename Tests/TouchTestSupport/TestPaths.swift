import Foundation

/// Where the tests find the package, the app's images and default scene, and the app tests' fixtures.
public enum TestPaths {
    /// The package root, two folders above this file (`Tests/TouchTestSupport/`).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/TouchSandboxEndToEndTests/Fixtures/`, in the source tree (so reference images can be rewritten
    /// deliberately): recordings, reference screenshots and the third-party peers (python TUIO senders and receivers)
    /// the end-to-end tests, and the app's unit tests of its TUIO listener, run against.
    public static let fixtures: URL = packageRoot.appendingPathComponent("Tests/TouchSandboxEndToEndTests/Fixtures")

    public static func recording(_ name: String) -> String { fixtures.appendingPathComponent("recordings/\(name)").path }
    public static func reference(_ name: String) -> String { fixtures.appendingPathComponent("reference/\(name)").path }

    /// `<package root>/Resources/images/NAME.png`, absolute.
    public static func image(_ name: String) -> String {
        packageRoot.appendingPathComponent("Resources/images/\(name).png").path
    }

    public static let defaultScene: String = packageRoot.appendingPathComponent("Resources/default-scene.json").path
}
