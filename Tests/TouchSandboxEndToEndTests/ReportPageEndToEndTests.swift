import Foundation
import Testing
import TouchTestSupport

@Suite("report.html end to end: one self-contained page, read in headless Chromium", .serialized)
struct ReportPageEndToEndTests {
    /// Taps 1.5 mm off (accuracy fails) on a panel whose name needs escaping, replayed with --report.
    static func failingReport(in folder: TemporaryDirectory) throws -> String {
        var recording = KnownPanelRecording(name: #"Panel <b>"Ace" & Co</b>"#)
        recording.gridTaps(miss: 1.5)
        recording.straightStroke(wobble: 0.6)
        let file = try folder.write("panel.events", recording.text)
        let result = try runApp(["replay", file, "--test-screen", "--headless", "--fast", "--report", folder.path("r"), "--limits", "win8"])
        #expect(result.status == 0, "\(result)")
        return folder.path("r/report.html")
    }

    @Test("the page has the verdict, every check with value, limit and source, the panel's name escaped, and the picture as a PNG data URI; no script, nothing fetched")
    func selfContained() throws {
        let folder = try TemporaryDirectory("report-page")
        let page = try String(contentsOfFile: try Self.failingReport(in: folder), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(!page.lowercased().contains("<script") && !page.contains("http://") && !page.contains("https://") && !page.contains("url("))
        #expect(page.contains(#"<header class="verdict fail"><h1>FAIL</h1>"#))
        #expect(page.contains("Panel &lt;b&gt;&quot;Ace&quot; &amp; Co&lt;/b&gt;") && !page.contains("<b>\"Ace\""))
        let report = try AcceptanceRecordings.report(folder.path("r"))
        for check in try #require(report["checks"] as? [[String: Any]]) {
            let id = try #require(check["id"] as? String)
            #expect(page.contains("<code>\(id)</code>"), "\(id)")
        }
        #expect(page.contains("Windows 8/8.1 Device.Digitizer.Touch requirements"))
        let accuracy = try #require(page.range(of: #"<tr class="fail"><td><span class="badge">FAIL</span></td><td><b>Accuracy</b><br><code>accuracy</code></td><td class="number">"#))
        let accuracyValue = try #require(report["checks"].flatMap { ($0 as? [[String: Any]])?.first { $0["id"] as? String == "accuracy" }?["value"] as? Double })
        #expect(abs(accuracyValue - 1.5) <= 0.01)
        #expect(page[accuracy.upperBound...].hasPrefix("\(accuracyValue) mm</td><td class=\"number\">≤ 1 mm</td>"), "\(page[accuracy.upperBound...].prefix(80))")
        let marker = "src=\"data:image/png;base64,"
        let start = try #require(page.range(of: marker)).upperBound
        let end = try #require(page[start...].firstIndex(of: "\""))
        let png = try #require(Data(base64Encoded: String(page[start..<end])))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let size = png.subdata(in: 16..<24).map { Int($0) }
        #expect((size[0] << 24 | size[1] << 16 | size[2] << 8 | size[3]) == 1280 && (size[4] << 24 | size[5] << 16 | size[6] << 8 | size[7]) == 800)
    }

    @Test("headless Chromium draws the page: the red FAIL banner at the top and the 1280×800 coverage picture further down")
    func readInChromium() throws {
        let folder = try TemporaryDirectory("report-page")
        let page = try Self.failingReport(in: folder)
        let shot = folder.path("page.png")
        let browser = FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") ? "/usr/bin/chromium" : "chromium"
        let result = try runProcess(browser, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1320,4000",
                                              "--screenshot=\(shot)", "file://\(page)"], timeout: 60)
        #expect(result.status == 0, "\(result)")
        let pixels = try RGBAPixels.read(shot)
        #expect(pixels[40, 40].isClose(to: .init(r: 0xd3, g: 0x3a, b: 0x3a, a: 0xff), tolerance: 3), "\(pixels[40, 40])")
        // The picture's dark background covers most of its 1272×795 (scaled) area; text alone is far less.
        var dark = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels[x, y]
                if Int(pixel.r) + Int(pixel.g) + Int(pixel.b) < 150 { dark += 1 }
            }
        }
        #expect(dark > 400_000, "\(dark) dark pixels")
    }
}
