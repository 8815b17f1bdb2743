import Foundation
import Testing

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
        #expect(result.stdout.contains("touch still needs correcting (the panel is turned 90° clockwise;"), "\(result.stdout)")
        let calibration = try CalibrationClicks.json(folder.path("out/calibration.json"))
        #expect((calibration["maxMissPixels"] as? Double ?? 0) > 400 && calibration["maxMissMillimetres"] is NSNull, "\(calibration)")
    }

    @Test("--verify without --calibrate is a bad command line")
    func verifyNeedsCalibrate() throws {
        let folder = try TemporaryDirectory("calibration-verify")
        let recording = try folder.write("r.jsonl", CalibrationClicks.recording(CalibrationClicks.clicks([1, 0, 0, 0, 1, 0])))
        let result = try runApp(["replay", recording, "--headless", "--fast", "--verify"])
        #expect(result.status == 2 && result.stderr.contains("--verify needs --calibrate"), "\(result)")
    }
}
