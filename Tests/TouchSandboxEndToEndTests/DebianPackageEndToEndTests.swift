import Foundation
import Testing
import TouchTestSupport

/// `Scripts/package` builds the Debian package from the release binary; apt installs it, the installed copy runs
/// on its own (the Swift runtime it carries, the resources under /usr/share), and purging removes every file.
@Suite("Debian package: built by Scripts/package, installed with apt, run from the installed copy, purged", .serialized)
struct DebianPackageEndToEndTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test("apt install ./touch-sandbox_VERSION_amd64.deb gives touch-sandbox on PATH that finds its resources with the toolchain hidden; apt purge leaves nothing behind")
    func buildInstallRunPurge() throws {
        try #require(getuid() == 0, "installing a package needs root (CI runs as root)")
        let folder = try TemporaryDirectory("package")
        // Whatever an earlier run left installed goes first.
        _ = try runProcess("/usr/bin/apt-get", ["purge", "-y", "-qq", "touch-sandbox"], environment: Self.aptEnvironment, timeout: 120)

        let built = try runProcess("/bin/bash", ["\(Self.packageRoot)/Scripts/package", "--binary", TestPaths.binary, "--output", folder.path("out")],
                                   timeout: 1200)  // strip and gzip of ~90 MB: slow on a machine busy compiling
        #expect(built.status == 0, "\(built)")
        let deb = built.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let version = try #require(try runApp(["--version"]).stdout.split(separator: "\n").first.map(String.init))
        #expect(deb == folder.path("out/touch-sandbox_\(version)_amd64.deb"), "\(deb)")
        let fields = try runProcess("/usr/bin/dpkg-deb", ["--field", deb, "Package", "Version", "Depends"], timeout: 60).stdout
        #expect(fields.contains("Package: touch-sandbox\nVersion: \(version)\n"), "\(fields)")
        #expect(fields.contains("libsdl2-2.0-0") && fields.contains("libsdl2-image-2.0-0") && fields.contains("libsdl2-ttf-2.0-0"), "\(fields)")

        let installed = try runProcess("/usr/bin/apt-get", ["install", "-y", "-qq", "--no-install-recommends", deb],
                                       environment: Self.aptEnvironment, timeout: 300)
        #expect(installed.status == 0, "\(installed)")
        defer { _ = try? runProcess("/usr/bin/apt-get", ["purge", "-y", "-qq", "touch-sandbox"], environment: Self.aptEnvironment, timeout: 120) }
        let files = try runProcess("/usr/bin/dpkg", ["-L", "touch-sandbox"], timeout: 60).stdout.split(separator: "\n").map(String.init)
        for expected in ["/usr/bin/touch-sandbox", "/usr/lib/touch-sandbox/touch-sandbox", "/usr/lib/touch-sandbox/libswiftCore.so",
                         "/usr/share/touch-sandbox/default-scene.json", "/lib/systemd/system/touch-sandbox-cage.service",
                         "/etc/touch-sandbox/kiosk.json"] {
            #expect(files.contains(expected), "\(expected) not installed")
        }
        // The installed binary (stripped) carries no benchmark, soak or human-stroke code: those are touch-sandbox-bench's.
        let lab = try LabTraces.traces(in: "/usr/lib/touch-sandbox/touch-sandbox")
        #expect(lab.isEmpty, "the installed binary carries the lab: \(lab.prefix(10))")
        let unit = try String(contentsOfFile: "/lib/systemd/system/touch-sandbox-cage.service", encoding: .utf8)
        #expect(unit.contains("/usr/bin/touch-sandbox --kiosk") && unit.contains("\nWatchdogSec=") && unit.contains("\nType=notify\n"), "\(unit)")

        // From the installed copy, run from / with the toolchain's runtime folder hidden (a fresh Debian has none).
        let runtime = try Self.toolchainRuntimeFolder()
        let recording = try Format1Lines.write("drag.jsonl", [
            Format1Lines.event(0.0, "down", 1, 200, 150), Format1Lines.pointerEvent(0.1, "up", 1, 200, 150, pressure: 0),
        ], in: folder)
        let state = folder.path("state.json")
        let script = """
            mount -t tmpfs none '\(runtime)' && cd / && command -v touch-sandbox && touch-sandbox --version \
            && touch-sandbox replay '\(recording)' --headless --fast --state '\(state)'
            """
        let run = try runProcess("/usr/bin/unshare", ["-m", "/bin/sh", "-c", script],
                                 environment: ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/root"], timeout: 120)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("/usr/bin/touch-sandbox\n\(version)\n"), "\(run.stdout)")
        // The same replay of the source tree's default scene gives the same sprites: the installed copy found its scene.
        let reference = folder.path("reference.json")
        let referenceRun = try runApp(["replay", recording, "--headless", "--fast", "--state", reference,
                                       "--scene", "\(Self.packageRoot)/Resources/default-scene.json"])
        #expect(referenceRun.status == 0, "\(referenceRun)")
        let sprites = try #require(try CalibrationClicks.json(state)["sprites"] as? [[String: Any]])
        let expected = try #require(try CalibrationClicks.json(reference)["sprites"] as? [[String: Any]])
        #expect(sprites.count >= 16 && sprites.map { $0["id"] as? String } == expected.map { $0["id"] as? String },
                "\(sprites.map { $0["id"] ?? "" })")
        #expect(NSArray(array: sprites).isEqual(to: expected))

        let purged = try runProcess("/usr/bin/apt-get", ["purge", "-y", "-qq", "touch-sandbox"], environment: Self.aptEnvironment, timeout: 120)
        #expect(purged.status == 0, "\(purged)")
        for path in files where path != "/." && !Self.sharedFolders.contains(path) {
            #expect(!FileManager.default.fileExists(atPath: path), "\(path) left behind")
        }
        #expect(!FileManager.default.fileExists(atPath: "/etc/touch-sandbox"))
        #expect(try runProcess("/usr/bin/dpkg", ["-s", "touch-sandbox"], timeout: 60).status != 0)
    }

    @Test("lintian reports no error on the package, and every warning it gives is listed in docs/kiosk.md with its reason")
    func lintianReportsNoError() throws {
        let folder = try TemporaryDirectory("lintian")
        let built = try runProcess("/bin/bash", ["\(Self.packageRoot)/Scripts/package", "--binary", TestPaths.binary, "--output", folder.path("out")],
                                   timeout: 1200)
        #expect(built.status == 0, "\(built)")
        let deb = built.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/lintian"), "lintian is not installed (Scripts/lib/packages.sh installs it)")
        // lintian's exit code is 2 for an error and 0 otherwise; its tags are "E: PACKAGE: TAG [context]".
        let checked = try runProcess("/usr/bin/lintian", ["--tag-display-limit", "0", deb], timeout: 1800)
        let tags = checked.stdout.split(separator: "\n").map(String.init)
        let errors = tags.filter { $0.hasPrefix("E: ") }
        #expect(errors.isEmpty && checked.status == 0, "lintian errors:\n\(errors.joined(separator: "\n"))\n\(checked.stderr)")
        let kiosk = try String(contentsOfFile: "\(Self.packageRoot)/docs/kiosk.md", encoding: .utf8)
        for warning in tags where warning.hasPrefix("W: ") {
            let tag = warning.split(separator: " ").dropFirst(2).first.map(String.init) ?? warning
            #expect(kiosk.contains("`\(tag)`"), "lintian warns \(tag), which docs/kiosk.md does not list with its reason: \(warning)")
        }
        // The files lintian wants, and the override's reason shipped with it.
        let contents = try runProcess("/usr/bin/dpkg-deb", ["--contents", deb], timeout: 120).stdout
        for file in ["./usr/share/doc/touch-sandbox/copyright", "./usr/share/doc/touch-sandbox/changelog.gz",
                     "./usr/share/lintian/overrides/touch-sandbox", "./usr/share/man/man1/touch-sandbox.1.gz"] {
            #expect(contents.contains(file), "\(file) is not in the package")
        }
        let fields = try runProcess("/usr/bin/dpkg-deb", ["--field", deb, "Recommends"], timeout: 60).stdout
        #expect(fields.contains("cage") && fields.contains("seatd") && fields.contains("xinit"), "Recommends: \(fields)")
    }

    /// Folders other packages own too (dpkg keeps them; lintian's overrides folder where lintian is installed).
    static let sharedFolders: Set<String> = ["/usr", "/usr/bin", "/usr/lib", "/usr/share", "/usr/share/doc", "/lib", "/lib/systemd",
                                             "/lib/systemd/system", "/etc", "/usr/share/lintian", "/usr/share/lintian/overrides",
                                             "/usr/share/man", "/usr/share/man/man1"]

    static let aptEnvironment = ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "DEBIAN_FRONTEND": "noninteractive"]

    /// The first folder of the release binary's RUNPATH: where this machine's Swift runtime libraries are.
    static func toolchainRuntimeFolder() throws -> String {
        let dynamic = try runProcess("/usr/bin/readelf", ["-d", TestPaths.binary], timeout: 60).stdout
        let line = try #require(dynamic.split(separator: "\n").first { $0.contains("RUNPATH") || $0.contains("RPATH") })
        let inside = try #require(line.split(separator: "[").last?.split(separator: "]").first)
        return try #require(inside.split(separator: ":").map(String.init).first { $0.hasPrefix("/") })
    }
}
