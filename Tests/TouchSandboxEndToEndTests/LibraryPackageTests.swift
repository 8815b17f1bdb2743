import Foundation
import Testing
@testable import TouchSandboxApp
import TouchTestSupport

/// The README's library section, checked the way a user meets it: a package outside the repository depends on a
/// tagged copy of this one by version (`from:`), builds the README's program and prints what the README says.
@Suite("The engine as a library, depended on by version", .serialized)
struct LibraryPackageTests {
    /// The ```swift block and the ```text block after it in the README section whose heading names the library.
    static func readmeExample() throws -> (program: String, output: String) {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## ").first { $0.hasPrefix("Using the engine as a library") })
        let blocks = section.components(separatedBy: "```")
        // Odd pieces are inside fences: "swift\n…", "text\n…". The program is the one that imports the library.
        let fenced = stride(from: 1, to: blocks.count, by: 2).map { blocks[$0] }
        let program = try #require(fenced.first { $0.hasPrefix("swift\n") && $0.contains("import TouchEngine") })
        let output = try #require(fenced.first { $0.hasPrefix("text\n") })
        return (String(program.dropFirst("swift\n".count)), String(output.dropFirst("text\n".count)))
    }

    @Test("a package depending on TouchEngine from a version tag builds the README's program, which prints what the README says, and the engine's built-in recognisers compile in it against the public API alone")
    func readmeProgramBuildsAgainstATaggedRelease() throws {
        let (program, expected) = try Self.readmeExample()
        let folder = try TemporaryDirectory("library-user")
        let version = TouchSandboxVersion.current
        // A release of this package: the repository as committed, with the working tree's manifest and sources, tagged.
        let release = folder.path("touch-sandbox")
        try #require(try runProcess("git", ["clone", "--quiet", TestPaths.packageRoot.path, release]).status == 0)
        for item in ["Package.swift", "Sources"] {
            let target = release + "/" + item
            try? FileManager.default.removeItem(atPath: target)
            try FileManager.default.copyItem(atPath: TestPaths.packageRoot.appendingPathComponent(item).path, toPath: target)
        }
        let git = ["-C", release, "-c", "user.name=test", "-c", "user.email=test@example.org"]
        try #require(try runProcess("git", git + ["add", "-A"]).status == 0)
        _ = try runProcess("git", git + ["commit", "--quiet", "-m", "release", "--allow-empty"])
        try #require(try runProcess("git", git + ["tag", version]).status == 0)

        let user = folder.path("user")
        try FileManager.default.createDirectory(atPath: user + "/Sources/Example", withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Example",
            dependencies: [.package(url: "\(URL(fileURLWithPath: release).absoluteString)", from: "\(version)")],
            targets: [
                .executableTarget(name: "Example", dependencies: [.product(name: "TouchEngine", package: "touch-sandbox")]),
                .target(name: "BuiltInsOutside", dependencies: [.product(name: "TouchEngine", package: "touch-sandbox")]),
            ]
        )
        """.write(toFile: user + "/Package.swift", atomically: true, encoding: .utf8)
        try program.write(toFile: user + "/Sources/Example/main.swift", atomically: true, encoding: .utf8)
        // The engine's own recognisers, compiled in the user's module: they use nothing a user's recogniser cannot.
        try FileManager.default.createDirectory(atPath: user + "/Sources/BuiltInsOutside", withIntermediateDirectories: true)
        for name in ["TapRecognizer", "LongPressRecognizer", "ManipulationRecognizer"] {
            let source = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Sources/TouchEngine/Recognizers/\(name).swift"),
                                    encoding: .utf8)
            try ("import TouchEngine\n" + source).write(toFile: user + "/Sources/BuiltInsOutside/\(name).swift", atomically: true, encoding: .utf8)
        }

        let built = try runProcess("swift", ["build", "--package-path", user], timeout: 900)
        try #require(built.status == 0, "the README's program does not build against release \(version):\n\(built)")
        let run = try runProcess(user + "/.build/debug/Example", [], timeout: 60)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == expected, "the program printed:\n\(run.stdout)\nthe README says:\n\(expected)")
    }
}
