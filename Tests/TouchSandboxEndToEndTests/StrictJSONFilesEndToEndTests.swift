import Foundation
import Testing
import TouchTestSupport

/// Scene files, kiosk configurations and limits files as users write them by hand: a misspelled field, a key given
/// twice or a trailing comma is exit 2 naming the file, the line and the field, never a silent default.
@Suite("Scene, kiosk and limits files refuse misspellings, duplicate keys and trailing commas end to end")
struct StrictJSONFilesEndToEndTests {
    @Test("scene files: \"rotaton\", \"backgroud\", a trailing comma and a key given twice are each exit 2 with the line and the place")
    func sceneFiles() throws {
        let folder = try TemporaryDirectory("strict-scene")
        let recording = try Format1Lines.dragRecording(in: folder)
        let gem = TestPaths.image("gem")
        let cases: [(String, String)] = [
            (#"{"sprites": [{"image": "\#(gem)", "x": 250, "y": 200, "rotaton": 45}]}"#, #":1: sprites[0].rotaton: unknown field (did you mean "rotation"?)"#),
            ("{\"backgroud\": \"#000000\",\n \"sprites\": []}", #":1: backgroud: unknown field (did you mean "background"?)"#),
            ("{\"sprites\": [\n  {\"image\": \"\(gem)\", \"x\": 250, \"y\": 200},\n]}", ":3: not valid JSON: a trailing comma before ']' in sprites"),
            ("{\"sprites\": [{\"image\": \"\(gem)\",\n \"x\": 250, \"y\": 200, \"x\": 300}]}", ":2: sprites[0].x: duplicate key (also on line 2); keep one"),
        ]
        for (index, (json, message)) in cases.enumerated() {
            let scene = try folder.write("scene-\(index).json", json)
            let result = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast"])
            #expect(result.status == 2, "\(json): \(result)")
            #expect(result.stderr.contains("touch-sandbox: \(scene)\(message)"), "\(json): \(result.stderr)")
        }
    }

    @Test("a kiosk configuration with \"idleReset\" or \"hud\" twice, and a limits file with \"reportRate\" twice, are exit 2 naming the line")
    func kioskAndLimitsFiles() throws {
        let folder = try TemporaryDirectory("strict-kiosk")
        let recording = try Format1Lines.dragRecording(in: folder)
        let scene = try TestScene.writeFiveSprites(in: folder)
        let misspelled = try folder.write("kiosk.json", #"{"idleReset": 30}"#)
        let twice = try folder.write("twice.json", "{\"hud\": true,\n \"hud\": false}")
        for (config, message) in [(misspelled, #":1: idleReset: unknown field (did you mean "idleResetSeconds"?)"#),
                                  (twice, ":2: hud: duplicate key (also on line 1); keep one")] {
            let result = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--kiosk-config", config])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("touch-sandbox: \(config)\(message)"), "\(result.stderr)")
        }
        let limits = try folder.write("limits.json", "{\"reportRate\": {\"hertz\": 100},\n \"reportRate\": {\"hertz\": 60}}")
        let result = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--limits", limits])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("touch-sandbox: \(limits):2: reportRate: duplicate key (also on line 1); keep one"), "\(result.stderr)")
    }
}
