import Foundation
import Testing
import TouchTestSupport

@Suite("calibrate --verify: with the fix applied, the targets again and the miss in millimetres")
struct CalibrationVerifyEndToEndTests {
    @Test("replay --calibrate --verify --panel-size of taps landing 3 px right and 2 px below each target (a fix in place): the miss is 3.6 px, 0.72 mm on a 256×160 mm panel, and touch needs no more correcting")
    func fixInPlace() throws {
        let folder = try TemporaryDirectory("calibration-verify")
        let points = CalibrationClicks.targets.map { (x: Int(($0.0 * 1280).rounded()) + 3, y: Int(($0.1 * 800).rounded()) + 2) }
        let recording = try folder.write("verify.jsonl", CalibrationClicks.recording(points))
        let result = try runApp(["replay", recording, "--calibrate", "--verify", "--panel-size", "256x160mm", "--headless", "--fast",
                                 "--report", folder.path("out")])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("verification: the taps land within 3.6 px (0.72 mm) of the targets\n"), "\(result.stdout)")
        #expect(result.stdout.contains("1: 3.6 px (0.72 mm)   2: 3.6 px (0.72 mm)"), "\(result.stdout)")
        #expect(result.stdout.contains("touch needs no more correcting"), "\(result.stdout)")
        let calibration = try CalibrationClicks.json(folder.path("out/calibration.json"))
        #expect(calibration["maxMissPixels"] as? Double == 3.606 && calibration["maxMissMillimetres"] as? Double == 0.721, "\(calibration)")
    }

    @Test("live calibrate --verify --panel-size under Xvfb: clicks 3 px right and 2 px below each target miss by 3.6 px, 0.90 mm of a 320×200 mm panel over the 1280×800 screen")
    func livePanelSize() throws {
        let folder = try TemporaryDirectory("calibration-verify-live")
        let points = CalibrationClicks.targets.map { (x: Int(($0.0 * 1280).rounded()) + 3, y: Int(($0.1 * 800).rounded()) + 2) }
        let result = try withAppUnderXvfb(["calibrate", "--verify", "--panel-size", "320x200mm", "--report", folder.path("out")]) { app in
            for point in points + [(640, 200)] { try app.xdo.click(window: app.window, button: 1, at: point) }
            let ended = app.app.waitForExit(timeout: 20)
            return app.app.result(timedOut: !ended)
        }
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("verification: the taps land within 3.6 px (0.9 mm) of the targets\n"), "\(result.stdout)")
        let calibration = try CalibrationClicks.json(folder.path("out/calibration.json"))
        #expect(calibration["maxMissPixels"] as? Double == 3.606 && calibration["maxMissMillimetres"] as? Double == 0.901, "\(calibration)")
    }

    @Test("replay --calibrate --verify of a panel still turned a quarter: the taps miss by hundreds of pixels and the verdict says touch still needs correcting")
    func fixMissing() throws {
        let folder = try TemporaryDirectory("calibration-verify")
        let recording = try folder.write("turned.jsonl", CalibrationClicks.recording(CalibrationClicks.clicks([0, -1, 1, 1, 0, 0])))
        let result = try runApp(["replay", recording, "--calibrate", "--verify", "--headless", "--fast", "--report", folder.path("out")])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("touch still needs correcting (the taps need to be turned 90° clockwise): install the new matrix below in place of the one in force\n"), "\(result.stdout)")
        let calibration = try CalibrationClicks.json(folder.path("out/calibration.json"))
        #expect((calibration["maxMissPixels"] as? Double ?? 0) > 400 && calibration["maxMissMillimetres"] is NSNull, "\(calibration)")
    }

    /// Pixels of exactly `colour` in rows `rows` of `pixels`.
    static func count(_ colour: RGBAPixels.Pixel, in pixels: RGBAPixels, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows.clamped(to: 0..<pixels.height) {
            for x in 0..<pixels.width where pixels[x, y] == colour { count += 1 }
        }
        return count
    }

    static let pass = RGBAPixels.Pixel(r: 0x2f, g: 0xb8, b: 0x6e, a: 0xff)
    static let fail = RGBAPixels.Pixel(r: 0xe5, g: 0x3e, b: 0x3e, a: 0xff)

    @Test("--verify shows its verdict on the screen: at 1280×800 a fix that works gives a green headline below the centre target (and no red); at 800×1280 a panel still turned gives a red one")
    func verdictOnScreen() throws {
        let folder = try TemporaryDirectory("calibration-verify-screen")
        let near = CalibrationClicks.targets.map { (x: $0.0 * 1280 + 3, y: $0.1 * 800 + 2) }
        let accurate = try runApp(["replay", try folder.write("near.jsonl", ExactTaps.recording(near)), "--calibrate", "--verify",
                                   "--panel-size", "256x160mm", "--headless", "--fast", "--report", folder.path("near"),
                                   "--screenshot", folder.path("verify-accurate-1280x800.png")])
        #expect(accurate.status == 0, "\(accurate)")
        let good = try RGBAPixels.read(folder.path("verify-accurate-1280x800.png"))
        #expect(good.width == 1280 && good.height == 800)
        // The headline: the rows below the centre target (its ring reaches 434), above the bottom targets.
        #expect(Self.count(Self.pass, in: good, rows: 454..<520) > 400, "no green headline")
        #expect(Self.count(Self.fail, in: good, rows: 0..<800) == 0)

        let turned = Affine(m: [0, -1, 1, 1, 0, 0]).inverse
        let taps = CalibrationClicks.targets.map { turned.apply($0) }.map { (x: $0.0 * 800, y: $0.1 * 1280) }
        let still = try runApp(["replay", try folder.write("turned.jsonl", ExactTaps.recording(taps, width: 800, height: 1280)), "--calibrate",
                                "--verify", "--headless", "--fast", "--report", folder.path("turned"),
                                "--screenshot", folder.path("verify-turned-800x1280.png")])
        #expect(still.status == 0, "\(still)")
        let bad = try RGBAPixels.read(folder.path("verify-turned-800x1280.png"))
        #expect(bad.width == 800 && bad.height == 1280)
        #expect(Self.count(Self.fail, in: bad, rows: 694..<760) > 400, "no red headline")
        #expect(Self.count(Self.pass, in: bad, rows: 694..<760) == 0)
        if let keep = ProcessInfo.processInfo.environment["CALIBRATION_SCREENSHOTS"] {
            for name in ["verify-accurate-1280x800.png", "verify-turned-800x1280.png"] {
                try? FileManager.default.removeItem(atPath: keep + "/" + name)
                try FileManager.default.copyItem(atPath: folder.path(name), toPath: keep + "/" + name)
            }
        }
    }

    @Test("--verify without --calibrate is a bad command line")
    func verifyNeedsCalibrate() throws {
        let folder = try TemporaryDirectory("calibration-verify")
        let recording = try folder.write("r.jsonl", CalibrationClicks.recording(CalibrationClicks.clicks([1, 0, 0, 0, 1, 0])))
        let result = try runApp(["replay", recording, "--headless", "--fast", "--verify"])
        #expect(result.status == 2 && result.stderr.contains("--verify needs --calibrate"), "\(result)")
    }
}
