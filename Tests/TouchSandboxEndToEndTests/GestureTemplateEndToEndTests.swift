import Foundation
import Testing
import TouchTestSupport

/// User-taught gestures end to end on the release binary: `gestures record --from` teaches from recordings,
/// `replay --gestures` recognises what was taught (the state's `gestures`, the name drawn by the stroke), a bad
/// gestures file is refused naming the field, and `touch-sandbox-bench templates` measures the matcher on people's strokes.
@Suite("User-taught gestures end to end")
struct GestureTemplateEndToEndTests {
    typealias Point = RecipeRecording.Point

    /// A "Z" through its four corners, 12 samples a side, at `origin`, `size` px, bent by `wobble` of its size.
    static func zorro(at origin: Point, size: Double, wobble: Double = 0) -> [Point] {
        polyline([(0, 0), (1, 0), (0, 1), (1, 1)], at: origin, size: size, wobble: wobble)
    }

    static func caret(at origin: Point, size: Double) -> [Point] { polyline([(0, 1), (0.5, 0), (1, 1)], at: origin, size: size, wobble: 0) }

    static func polyline(_ corners: [Point], at origin: Point, size: Double, wobble: Double) -> [Point] {
        var points: [Point] = []
        for (a, b) in zip(corners, corners.dropFirst()) {
            for k in 0..<12 {
                let f = Double(k) / 12
                let bend = wobble * sin(Double(points.count) * 0.7) * size
                points.append((origin.x + (a.x + (b.x - a.x) * f) * size, origin.y + (a.y + (b.y - a.y) * f) * size + bend))
            }
        }
        points.append((origin.x + corners.last!.x * size, origin.y + corners.last!.y * size))
        return points
    }

    /// One finger drawing `path` from `time`; returns when it lifted.
    static func draw(_ path: [Point], id: Int, in recording: inout RecipeRecording, at time: Double) -> Double {
        recording.down(id, path[0], at: time)
        let end = recording.trace(id, through: Array(path.dropFirst()), from: time)
        recording.up(id, at: end + 0.016)
        return end + 0.016
    }

    /// Two zorros drawn to teach it, and a tap in between (no example).
    static func teaching() -> String {
        var recording = RecipeRecording()
        var t = draw(zorro(at: (200, 200), size: 120), id: 1, in: &recording, at: 0.1)
        recording.tap(2, (900, 500), at: t + 0.3)
        t = draw(zorro(at: (600, 150), size: 90, wobble: 0.02), id: 3, in: &recording, at: t + 1)
        return recording.text
    }

    /// A zorro drawn bigger and wobblier (touch 5), then a caret (touch 6), which was never taught, on the canvas
    /// of the recipe scene, away from its sprites.
    static func drawing() -> String {
        var recording = RecipeRecording()
        let t = draw(zorro(at: (320, 430), size: 200, wobble: 0.015), id: 5, in: &recording, at: 0.2)
        _ = draw(caret(at: (900, 100), size: 150), id: 6, in: &recording, at: t + 0.5)
        return recording.text
    }

    @Test("taught from a recording, a zorro drawn again is listed as a template gesture with its touch, a caret is not; the file grows with more examples")
    func teachThenRecognise() throws {
        let folder = try TemporaryDirectory("touch-e2e-gestures")
        let teach = try folder.write("teach.jsonl", Self.teaching())
        let gestures = folder.path("gestures.json")
        let first = try runApp(["gestures", "record", gestures, "--name", "zorro", "--from", teach])
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.contains("\(gestures): added 2 examples of \"zorro\" (2 in all)"), "\(first)")
        let again = try runApp(["gestures", "record", gestures, "--name", "zorro", "--from", teach])
        #expect(again.stdout.contains("added 2 examples of \"zorro\" (4 in all)"), "\(again)")
        let text = try String(contentsOfFile: gestures, encoding: .utf8)
        #expect(text.hasPrefix(#"{"format": "touch-sandbox-gestures", "version": 1, "gestures": ["#))
        #expect(text.components(separatedBy: #"{"name": "zorro""#).count == 2)

        let drawn = try folder.write("draw.jsonl", Self.drawing())
        let png = folder.path("final.png")
        let outcome = try replayHeadless(drawn, scene: RecipeFixtures.scene, in: folder,
                                         extra: ["--fast", "--no-overlay", "--gestures", gestures, "--screenshot", png])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        let state = try #require(outcome.state)
        #expect(state.gestures.count == 1, "\(state.gestures)")
        let gesture = try #require(state.gestures.first)
        #expect(gesture.kind == "template" && gesture.name == "zorro" && gesture.touch == 5, "\(gesture)")
        #expect(gesture.radius == nil && gesture.x == 420)
        let score = try #require(gesture.score)
        #expect(score > 0.9 && score < 1, "\(gesture)")
        // The name is drawn in its teal panel just above the stroke (which spans y 430…630, x 320…520).
        let pixels = try RGBAPixels.read(png)
        let teal = (380...460).flatMap { x in (395...425).map { y in pixels[x, y] } }.filter { Int($0.g) > Int($0.r) + 40 && $0.g > $0.b }
        #expect(teal.count > 300, "\(teal.count) teal pixels above the stroke in \(png)")
    }

    @Test("a gestures file with a mistake is refused before the replay: exit 2 naming the file, the line and the field")
    func badGesturesFile() throws {
        let folder = try TemporaryDirectory("touch-e2e-gestures")
        let bad = try folder.write("bad.json", "{\"format\": \"touch-sandbox-gestures\", \"version\": 1,\n \"gestures\": [{\"name\": \"z\",\n \"strokez\": []}]}\n")
        let drawn = try folder.write("draw.jsonl", Self.drawing())
        let outcome = try replayHeadless(drawn, scene: RecipeFixtures.scene, in: folder, extra: ["--fast", "--gestures", bad])
        #expect(outcome.result.status == 2, "\(outcome.result)")
        #expect(outcome.result.stderr.contains("\(bad):3: gestures[0].strokez: unknown field (did you mean \"strokes\"?)"), "\(outcome.result)")
        #expect(outcome.state == nil)
        // The same file given to `gestures record` is refused and left as it was.
        let teach = try folder.write("teach.jsonl", Self.teaching())
        let record = try runApp(["gestures", "record", bad, "--name", "z", "--from", teach])
        #expect(record.status == 2 && record.stderr.contains("\(bad):3: gestures[0].strokez"), "\(record)")
        #expect(try String(contentsOfFile: bad, encoding: .utf8).contains("strokez"))
        // --gestures with the test screen cannot be honoured.
        let refused = try runApp(["replay", drawn, "--headless", "--test-screen", "--gestures", bad])
        #expect(refused.status == 2 && refused.stderr.contains("--gestures cannot be used with --test-screen"), "\(refused)")
    }

    @Test("a recording with no one-finger stroke teaches nothing: exit 2 and no file")
    func nothingToLearn() throws {
        let folder = try TemporaryDirectory("touch-e2e-gestures")
        var recording = RecipeRecording()
        recording.tap(1, (300, 300), at: 0.1)
        let taps = try folder.write("taps.jsonl", recording.text)
        let gestures = folder.path("gestures.json")
        let result = try runApp(["gestures", "record", gestures, "--name", "z", "--from", taps])
        #expect(result.status == 2 && result.stderr.contains("no one-finger stroke of at least 40 px"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: gestures))
    }

    /// The figures the matcher is held to, on the six people of the shared set: 2 takes of each of 16 shapes as
    /// templates, 8 tested, per person (768 strokes). $1 (SDL2's algorithm) scores 0.939 and 0.914 here. The acceptance
    /// rule was tuned on the tested strokes of users 01-03; 04-06 are held out (before it, with one limit of 0.85 for
    /// every gesture: 750, 760, 645 and 714, 748, 571; held out 04-06: 376, 382, 325 and 375, 383, 294). Closed
    /// strokes held to two corners (a circle is no triangle) refuse 10 and 16 more left-out strokes than before it
    /// (683 and 650; held out 04-06: 348 and 325), recognising as many. Closed strokes tried begun at other points and
    /// refused open ones tried turned by up to 30° recognise 753 and 724 (from 750 and 714) and refuse 697 and 669
    /// (from 693 and 666); held out 04-06: 380, 350 and 375, 337 (from 377, 350 and 374, 334). Stars' leeway
    /// (`starLeeway`) recognises 730 with other people's examples (from 724: 6 of user 03's rounder stars), changing
    /// no other figure. Strokes that cross themselves kept apart from closed ones that do not (`crossingClosure`:
    /// a triangle is no delete mark) refuse 701 and 678 (from 697 and 669) and recognise 752 (from 753: a nearly
    /// closed arrow); held out 04-06: 352 and 342 refused (from 350 and 337), as many recognised. Braces kept apart
    /// from brackets by their middles (`middleCornerSpan`) refuse 708 and 698, recognising 751 and 730 (a right
    /// brace lost each way, a star more with 0.4 of stars' leeway); 04-06: 354 and 351. Stars' leeway off (it found
    /// nothing more on the four groups of `strokes-more.jsonl` and cost them 3 refusals): 723 with other people's
    /// examples, user 03's rounder stars refused again; no other figure moves. A stroke turning once held to where the
    /// gesture's examples turn on their median (`gestureCornerShift` 0.12, chosen by every fold of the five groups):
    /// 748 and 713 recognised, 714 and 711 refused (a v no longer taken for a check, nor a check for a v); 04-06:
    /// 378 and 370 recognised, 359 and 359 refused.
    @Test("touch-sandbox-bench templates: the matcher's accuracy and rejection on people's strokes, exactly")
    func benchFigures() throws {
        let strokes = try #require(Self.humanStrokes(), "the shared human strokes were not found above \(#filePath)")
        let result = try runBench(["templates", "--json", "--seconds", "0.2", "--human-strokes", strokes], timeout: 300)
        #expect(result.status == 0, "\(result)")
        struct Figures: Decodable { struct Figure: Decodable { var name: String; var value: Double; var unit: String }; var figures: [Figure] }
        let figures = try JSONDecoder().decode(Figures.self, from: Data(result.stdout.utf8)).figures.map(\.name)
        for expected in [
            "template accuracy, user-dependent (748/768)", "template nearest right, user-dependent (760/768)",
            "template rejection of left-out shapes, user-dependent (714/768)",
            "template accuracy, user-independent (713/768)", "template nearest right, user-independent (753/768)",
            "template rejection of left-out shapes, user-independent (711/768)",
            "template accuracy, dependent, held out 04-06 (378/384)", "template rejection of left-out shapes, dependent, held out 04-06 (359/384)",
            "template accuracy, independent, held out 04-06 (370/384)",
            "template rejection of left-out shapes, independent, held out 04-06 (359/384)",
        ] {
            #expect(figures.contains(expected), "\(expected) not in \(figures)")
        }
        #expect(figures.contains("template match per stroke, 100 templates"))
        #expect(figures.contains("template match, slowest taught-shape stroke, 100 templates"))
        #expect(figures.contains("template match, slowest stroke of a shape not taught (refused, tried turned)"))
    }

    static func humanStrokes() -> String? {
        if let path = ProcessInfo.processInfo.environment["TOUCH_SANDBOX_HUMAN_STROKES"], !path.isEmpty { return path }
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            let candidate = url.appendingPathComponent("shared/data/human-strokes/strokes.jsonl").path
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
            url = url.deletingLastPathComponent()
        }
        return nil
    }
}

/// `gestures record` in a real window: the mouse draws, Esc saves.
@Suite("User-taught gestures drawn in a window", .serialized)
struct GestureRecordWindowTests {
    @Test("two Z strokes drawn with the mouse and Esc: the file holds 2 examples of zorro, and a replay recognises a third")
    func drawTwoExamplesAndSave() throws {
        let folder = try TemporaryDirectory("touch-e2e-record")
        let gestures = folder.path("gestures.json")
        let result = try withAppUnderXvfb(["gestures", "record", gestures, "--name", "zorro"]) { app in
            for origin in [(200, 200), (600, 300)] {
                let path = GestureTemplateEndToEndTests.zorro(at: (Double(origin.0), Double(origin.1)), size: 150)
                    .map { (x: Int($0.x.rounded()), y: Int($0.y.rounded())) }
                try app.xdo.drag(window: app.window, from: path[0], through: Array(path.dropFirst()), hold: 0.05)
            }
            try app.xdo.click(window: app.window, button: 1, at: (900, 600))  // a click is no example
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("example 1 of \"zorro\" taken") && result.stdout.contains("example 2 of \"zorro\" taken"), "\(result)")
        #expect(result.stdout.contains("\(gestures): added 2 examples of \"zorro\" (2 in all)"), "\(result)")
        let drawn = try folder.write("draw.jsonl", GestureTemplateEndToEndTests.drawing())
        let outcome = try replayHeadless(drawn, scene: RecipeFixtures.scene, in: folder, extra: ["--fast", "--gestures", gestures])
        #expect(outcome.state?.gestures.map(\.name) == ["zorro"], "\(outcome.result)")
    }
}
