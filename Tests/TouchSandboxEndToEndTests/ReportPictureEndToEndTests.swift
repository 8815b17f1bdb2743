import Foundation
import Testing
import TouchTestSupport

/// The report picture the release binary writes: no part of it hides another (its layout is checked in process by
/// `ReportPictureLayoutTests`).
@Suite("Report picture end to end: nothing hidden", .serialized)
struct ReportPictureEndToEndTests {
    @Test("report.png of a finger resting under where the checks panel used to be: its heatmap cell shows in its own red, unveiled")
    func heatmapNotHidden() throws {
        let folder = try TemporaryDirectory("report-layout")
        var events = [Format1Lines.event(0, "down", 1, 660, 220)]
        for step in 1...50 { events.append(Format1Lines.event(Double(step) * 0.01, "move", 1, 660 + Double(step % 3), 220)) }
        events.append(Format1Lines.event(0.6, "up", 1, 661, 220))
        let recording = try Format1Lines.write("rest.jsonl", events, in: folder)
        let result = try runApp(["replay", recording, "--headless", "--fast", "--test-screen", "--report", folder.path("r")])
        #expect(result.status == 0, "\(result)")
        let picture = try RGBAPixels.read(folder.path("r/report.png"))
        // The busiest cell's heat, (ff 45 3a) at alpha 0x8c, over the background (11 15 1d).
        let heat = RGBAPixels.Pixel(r: 148, g: 47, b: 45, a: 255)
        var count = 0
        for y in 0..<picture.height { for x in 0..<picture.width where picture[x, y].isClose(to: heat, tolerance: 4) { count += 1 } }
        #expect(count >= 200, "\(count) pixels of the busiest cell's colour")
    }
}
