import Foundation
import Testing
import TouchTestSupport

/// `touch-sandbox map-outputs`, the release binary, on real display servers: Xvfb (one RandR output) and cage's
/// headless backend with two outputs (Wayland, xdg-output names). No touch device can be made here (no
/// /dev/uinput), so the touches come through the documented test hook `TOUCH_SANDBOX_TEST_TOUCHES`, which puts
/// finger events into SDL's queue from inside the app; everything after SDL's queue is the real path.
@Suite("map-outputs end to end: prompts on each output, bindings from the touches", .serialized)
struct MapOutputsEndToEndTests {
    static let background = RGBAPixels.Pixel(r: 0x11, g: 0x15, b: 0x1d, a: 255)
    static let accent = RGBAPixels.Pixel(r: 0x7f, g: 0xd0, b: 0xff, a: 255)

    /// The prompt is on the picture: the accent frame at the edges, the background inside, text in the middle.
    static func promptProblems(_ pixels: RGBAPixels) -> [String] {
        var problems: [String] = []
        for (x, y) in [(2, 2), (pixels.width - 3, pixels.height / 2), (pixels.width / 2, pixels.height - 3)] where !pixels[x, y].isClose(to: accent, tolerance: 6) {
            problems.append("frame at \(x),\(y) is \(pixels[x, y])")
        }
        if !pixels[pixels.width / 2, pixels.height / 8].isClose(to: background, tolerance: 6) {
            problems.append("background is \(pixels[pixels.width / 2, pixels.height / 8])")
        }
        var bright = 0
        for y in stride(from: pixels.height / 3, to: pixels.height * 2 / 3, by: 2) {
            for x in stride(from: pixels.width / 4, to: pixels.width * 3 / 4, by: 2) where pixels[x, y].r > 0xc0 && pixels[x, y].b > 0xc0 { bright += 1 }
        }
        if bright < 200 { problems.append("only \(bright) text pixels in the middle") }
        return problems
    }

    @Test("Xvfb, one output: the prompt fills the screen, the touch names the device, and no binding is needed; outputs.json has the RandR name")
    func oneOutputUnderXvfb() throws {
        let folder = try TemporaryDirectory("map-outputs-x11")
        try withXvfb(screen: (1024, 768)) { display in
            let app = try ChildProcess(TestPaths.binary, ["map-outputs", "--report", folder.path("report"), "--write", folder.path("snippets")],
                                       environment: childEnvironment(display: display.name, extra: [
                                           "SDL_VIDEODRIVER": "x11", "TOUCH_SANDBOX_TEST_TOUCHES": "1@2.5=101:Test Panel A"]))
            defer { app.killAndReap() }
            // The prompt is photographed as soon as it is drawn (on a busy machine the first frame can take seconds),
            // and before the scripted touch at 2.5 s ends the app.
            let shot = folder.path("prompt-x11.png")
            Thread.sleep(forTimeInterval: 1.0)
            repeat {
                let grab = try runProcess("import", ["-display", display.name, "-window", "root", shot])
                #expect(grab.status == 0, "\(grab)")
                if let pixels = try? RGBAPixels.read(shot), Self.promptProblems(pixels).isEmpty { break }
                Thread.sleep(forTimeInterval: 0.2)
            } while app.isRunning
            #expect(app.waitForExit(timeout: 30))
            let result = app.result()
            #expect(result.status == 0, "\(result)")
            let pixels = try RGBAPixels.read(shot)
            keepScreenshot(shot, "map-outputs-x11")
            #expect(pixels.width == 1024 && pixels.height == 768)
            #expect(Self.promptProblems(pixels).isEmpty, "\(Self.promptProblems(pixels))")
            #expect(result.stdout.contains("  1. screen  1024×768 at 0,0  (connector name from randr; SDL calls it \"screen\")\n"), "\(result.stdout)")
            #expect(result.stdout.contains("screen: touched by \"Test Panel A\" (touch id 101, direct)\n"), "\(result.stdout)")
            #expect(result.stdout.hasSuffix("findings:\n  one output: \"Test Panel A\" can only be on it; no binding is needed\nwritten to \(folder.path("report/outputs.json"))\nsnippets for each stack written to \(folder.path("snippets")): 99-touch-outputs.rules, xinput-map-to-output.sh, sway-outputs.conf, labwc-rc.xml, weston.ini, qt-touch.env, qt-kms.json, kivy.txt, cage.txt\n"), "\(result.stdout)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("report/outputs.json")))) as? [String: Any])
            let outputs = try #require(report["outputs"] as? [[String: Any]])
            let output = try #require(outputs.first?["output"] as? [String: Any])
            #expect(output["name"] as? String == "screen" && output["nameSource"] as? String == "randr" && output["bounds"] as? [Int] == [0, 0, 1024, 768])
            #expect((report["findings"] as? [String: Any])?["verdict"] as? String == "oneOutput")
            let rules = try String(contentsOfFile: folder.path("snippets/99-touch-outputs.rules"), encoding: .utf8)
            #expect(!rules.contains("ACTION==") && rules.contains("# one output: \"Test Panel A\" can only be on it; no binding is needed\n"))
        }
    }

    @Test("Xvfb: Esc skips the output; nothing was touched, nothing is bound")
    func escapeSkips() throws {
        try withXvfb(screen: (800, 600)) { display in
            let result = try runProcess(TestPaths.binary, ["map-outputs"], environment: childEnvironment(display: display.name, extra: [
                "SDL_VIDEODRIVER": "x11", "TOUCH_SANDBOX_TEST_TOUCHES": "1@0.5=esc"]), timeout: 30)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.hasSuffix("screen: skipped\nfindings:\n  no touchscreen touched any of the 1 output: nothing to bind\n"), "\(result.stdout)")
        }
    }

    @Test("a malformed test hook is refused with exit 2, naming the variable and the entry")
    func badHook() throws {
        let result = try runApp(["map-outputs"], environment: childEnvironment(extra: ["TOUCH_SANDBOX_TEST_TOUCHES": "1=101:A"]))
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("TOUCH_SANDBOX_TEST_TOUCHES: \"1=101:A\": expected PROMPT@SECONDS=ID:NAME or PROMPT@SECONDS=esc"), "\(result.stderr)")
    }

    @Test("sway, headless with two outputs of different sizes (Wayland): the prompt is on each output in turn and not on the other, both named by xdg-output, each panel bound to the output it touched")
    func twoOutputsUnderSway() throws {
        let run = try CompositorRun(compositor: "sway", outputs: ["HEADLESS-1": (1280, 720), "HEADLESS-2": (1024, 768)])
        #expect(run.problems.isEmpty, "\(run.problems)\n\(run.printed)")
        #expect(run.outputs.map(\.name) == ["HEADLESS-1", "HEADLESS-2"], "\(run.printed)")
        #expect(run.outputs.map(\.bounds) == [[0, 0, 1280, 720], [1280, 0, 1024, 768]])
        run.expectBindings()
    }

    @Test("cage, headless with two outputs (Wayland): cage stretches the window over both, and the prompt is drawn on the asked output only; bindings as under sway")
    func twoOutputsUnderCage() throws {
        let run = try CompositorRun(compositor: "cage", outputs: ["HEADLESS-1": (1280, 720), "HEADLESS-2": (1280, 720)])
        #expect(run.problems.isEmpty, "\(run.problems)\n\(run.printed)")
        #expect(Set(run.outputs.map(\.name)) == ["HEADLESS-1", "HEADLESS-2"], "\(run.printed)")
        #expect(Set(run.outputs.map(\.bounds)) == [[0, 0, 1280, 720], [1280, 0, 1280, 720]])
        run.expectBindings()
    }
}

/// `map-outputs` run by the kiosk user inside a headless compositor with two outputs, Test Panel A touching the
/// first prompt and Test Panel B the second (4 s after each is drawn); each prompt photographed with grim on the
/// output it asks about and on the other one.
private struct CompositorRun {
    struct Output { var name: String; var bounds: [Int]; var sdlName: String }

    var outputs: [Output] = []
    var printed = ""
    var problems: [String] = []
    var snippets: [String: String] = [:]

    init(compositor: String, outputs sizes: [String: (Int, Int)]) throws {
        let user = try KioskUser.prepare()
        let install = try KioskInstall("map-outputs-\(compositor)")
        let (folder, runtime, binary, resources) = (install.folder, install.runtime, install.binary, install.resources)
        let report = folder.path("report"), stdoutPath = folder.path("stdout.txt"), exitCodePath = folder.path("exit-code")
        let appCommand = "'\(binary)' map-outputs --report '\(report)' --write '\(folder.path("snippets"))' > '\(stdoutPath)'; echo $? > '\(exitCodePath)'"
        var command: [String]
        var display = "wayland-0"
        if compositor == "sway" {
            var x = 0
            var config = "default_border none\n"
            for name in sizes.keys.sorted() {
                config += "output \(name) mode \(sizes[name]!.0)x\(sizes[name]!.1) position \(x) 0\n"
                x += sizes[name]!.0
            }
            config += "exec sh -c \"\(appCommand.replacingOccurrences(of: "\"", with: "\\\"")); swaymsg exit\"\n"
            command = ["sway", "-c", try folder.write("sway.conf", config)]
            display = "wayland-1"
        } else {
            command = ["cage", "-d", "--", "sh", "-c", appCommand]
        }
        try install.hand(to: user)
        let environment = [
            "PATH=/usr/local/bin:/usr/bin:/bin", "HOME=\(folder.url.path)", "XDG_RUNTIME_DIR=\(runtime)",
            "WLR_BACKENDS=headless", "WLR_HEADLESS_OUTPUTS=\(sizes.count)", "WLR_RENDERER=pixman", "WLR_LIBINPUT_NO_DEVICES=1",
            "SDL_VIDEODRIVER=wayland", "TOUCH_SANDBOX_RESOURCES=\(resources)",
            "TOUCH_SANDBOX_TEST_TOUCHES=1@4=101:Test Panel A;2@4=102:Test Panel B",
        ]
        let server = try ChildProcess(user.command, user.prefix + ["env", "-i"] + environment + command, environment: childEnvironment())
        defer { server.killAndReap() }
        // Photograph each prompt while it is up: the app prints which output it asks about.
        var photographed: Set<String> = []
        let deadline = Date().addingTimeInterval(45)
        while server.isRunning && Date() < deadline && photographed.count < sizes.count {
            let lines = ((try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "").split(separator: "\n")
            guard let asking = lines.last(where: { $0.hasPrefix("prompt ") }).map({ String($0.split(separator: " ").last!) }),
                  !photographed.contains(asking) else {
                Thread.sleep(forTimeInterval: 0.1)
                continue
            }
            photographed.insert(asking)
            Thread.sleep(forTimeInterval: 1.0)
            var shown = false
            var attempts: [String] = []
            for _ in 0..<6 where !shown {
                var pictures: [String: RGBAPixels] = [:]
                for name in sizes.keys {
                    let shot = folder.path("prompt-\(asking)-on-\(name).png")
                    let grim = try runProcess(user.command, user.prefix + ["env", "XDG_RUNTIME_DIR=\(runtime)", "WAYLAND_DISPLAY=\(display)", "grim", "-o", name, shot])
                    if grim.status == 0, let picture = try? RGBAPixels.read(shot) { pictures[name] = picture } else { attempts.append("grim: \(grim)") }
                }
                guard let asked = pictures[asking] else { continue }
                let askedProblems = MapOutputsEndToEndTests.promptProblems(asked)
                let elsewhere = pictures.filter { $0.key != asking && MapOutputsEndToEndTests.promptProblems($0.value).count < 3 }.map(\.key)
                if askedProblems.isEmpty && elsewhere.isEmpty {
                    shown = true
                    for name in sizes.keys { keepScreenshot(folder.path("prompt-\(asking)-on-\(name).png"), "map-outputs-\(compositor)-prompt-\(asking)-on-\(name)") }
                    if (asked.width, asked.height) != sizes[asking]! { problems.append("\(asking) photographed \(asked.width)×\(asked.height)") }
                } else {
                    attempts.append("\(asking): \(askedProblems); prompt also on \(elsewhere)")
                    Thread.sleep(forTimeInterval: 0.3)
                }
            }
            if !shown { problems.append("the prompt for \(asking) was not seen on it alone: \(attempts)") }
        }
        let ended = server.waitForExit(timeout: 30)
        let result = server.result(timedOut: !ended)
        printed = (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? ""
        if !ended || (try? String(contentsOfFile: exitCodePath, encoding: .utf8)) != "0\n" { problems.append("\(compositor) or the app did not end well: \(result)") }
        if photographed.count != sizes.count { problems.append("prompts seen: \(photographed.sorted())") }
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report + "/outputs.json"))) as? [String: Any]
        for entry in (document?["outputs"] as? [[String: Any]]) ?? [] {
            guard let output = entry["output"] as? [String: Any], output["nameSource"] as? String == "wayland", output["nameIsConnector"] as? Bool == true,
                  let name = output["name"] as? String, let bounds = output["bounds"] as? [Int], let sdlName = output["sdlName"] as? String else {
                problems.append("output not named by Wayland: \(entry)")
                continue
            }
            outputs.append(Output(name: name, bounds: bounds, sdlName: sdlName))
        }
        for (key, file) in [("udev", "99-touch-outputs.rules"), ("xinput", "xinput-map-to-output.sh"), ("labwc", "labwc-rc.xml")] {
            snippets[key] = try? String(contentsOfFile: folder.path("snippets/\(file)"), encoding: .utf8)
        }
    }

    /// Test Panel A touched the first prompt (the first output SDL lists), Test Panel B the second: the findings and
    /// the udev, xinput and labwc snippets bind each to its output.
    func expectBindings() {
        guard outputs.count == 2 else { return }
        let (first, second) = (outputs[0].name, outputs[1].name)
        #expect(outputs.allSatisfy { $0.sdlName.hasPrefix("Headless output ") }, "SDL 2.26 names them by description")
        #expect(printed.contains("findings:\n  \"Test Panel A\" (touch id 101) is on \(first)\n  \"Test Panel B\" (touch id 102) is on \(second)\n"), "\(printed)")
        #expect(snippets["udev"]?.hasSuffix("""
            ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="Test Panel A", ENV{WL_OUTPUT}="\(first)"
            ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="Test Panel B", ENV{WL_OUTPUT}="\(second)"

            """) == true, "\(snippets["udev"] ?? "none")")
        #expect(snippets["xinput"]?.hasSuffix("xinput map-to-output 'Test Panel A' \(first)\nxinput map-to-output 'Test Panel B' \(second)\n") == true, "\(snippets["xinput"] ?? "none")")
        #expect(snippets["labwc"]?.contains(#"<touch deviceName="Test Panel B" mapToOutput="\#(second)" mouseEmulation="no" />"#) == true)
    }
}
