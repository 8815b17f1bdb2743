import Foundation

/// Finds the project's `Resources/` folder (the default scene and its images) from the executable's place.
package enum ResourceLocator {
    /// `$TOUCH_SANDBOX_RESOURCES`, else the first `Resources/` (or `share/touch-sandbox/`) holding
    /// `default-scene.json` in the executable's folder or one of its parents.
    package static func defaultScenePath() -> String? {
        let fileManager = FileManager.default
        if let custom = ProcessInfo.processInfo.environment["TOUCH_SANDBOX_RESOURCES"], !custom.isEmpty {
            let path = (custom as NSString).appendingPathComponent("default-scene.json")
            return fileManager.fileExists(atPath: path) ? path : nil
        }
        var folder = URL(fileURLWithPath: executablePath()).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            for candidate in ["Resources", "share/touch-sandbox"] {
                let path = folder.appendingPathComponent(candidate).appendingPathComponent("default-scene.json").path
                if fileManager.fileExists(atPath: path) { return path }
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    private static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
