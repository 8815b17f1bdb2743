import Foundation
import Testing
import TouchTestSupport

/// A device recording (evemu, libinput record) replayed into a window of another shape than the scene: the panel
/// covers the window, so its positions are window pixels first and then go through the same fit as a live finger,
/// letterbox bands included. Here a 1280x800 scene in a 1280x720 window: scale 720/800 = 0.9, the scene 1152 px wide
/// and centred, so each side band is exactly (1280 - 1152) / 2 = 64 px wide.
@Suite("Device recordings replayed through the window's fit")
struct DeviceRecordingFitTests {
    /// A panel whose X axis counts window pixels one for one (0...1279 over 1280 px) and whose Y axis has 800 units
    /// for the 720 rows (0.9 px a unit), so every expected position below is exact.
    static func taps(at points: [(x: Int, y: Int)]) -> String {
        var lines = [
            "# EVEMU 1.3", "N: Fit Test Panel", "I: 0003 0001 0001 0001", "P: 02 00 00 00 00 00 00 00",
            "A: 2f 0 9 0 0 0", "A: 35 0 1279 0 0 10", "A: 36 0 799 0 0 10", "A: 39 0 65535 0 0 0",
        ]
        for (index, point) in points.enumerated() {
            let down = Double(index), up = down + 0.05
            lines += [
                String(format: "E: %.6f 0003 002f 0000", down), String(format: "E: %.6f 0003 0039 %04d", down, index + 1),
                String(format: "E: %.6f 0003 0035 %d", down, point.x), String(format: "E: %.6f 0003 0036 %d", down, point.y),
                String(format: "E: %.6f 0000 0000 0000", down),
                String(format: "E: %.6f 0003 0039 -001", up), String(format: "E: %.6f 0000 0000 0000", up),
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where the viewport puts a panel position: window pixels `(value - min) * size / (max - min + 1)`, then
    /// `(window - offset) / scale` with the fit's offset (64, 0) and scale 0.9.
    static func scenePoint(_ x: Int, _ y: Int) -> (x: Double, y: Double) {
        let windowX = Double(x) * 1280 / 1280, windowY = Double(y) * 720 / 800
        let scale = min(1280.0 / 1280.0, 720.0 / 800.0)
        return ((windowX - 64) / scale, (windowY - 0) / scale)
    }

    @Test("taps at the panel's centre, its corners and the bands' inner edges land where the viewport maps those window pixels (1280x720 window, 1280x800 scene)")
    func tapsLandThroughTheFit() throws {
        let folder = try TemporaryDirectory("device-fit")
        let scene = try TestScene.write([], in: folder)
        // Centre; top-left and bottom-right corners; the left band's inner edge (window x 64 → scene 0) and the
        // right one's (window x 1216 → scene 1280), half-way down.
        let panel = [(x: 640, y: 400), (x: 0, y: 0), (x: 1279, y: 799), (x: 64, y: 400), (x: 1216, y: 400)]
        let recording = try folder.write("taps.evemu", Self.taps(at: panel))
        let outcome = try replayHeadless(recording, scene: scene, in: folder, extra: ["--fast", "--window", "1280x720"])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        let state = try #require(outcome.state, "\(outcome.result)")
        #expect(state.window.width == 1280 && state.window.height == 720)
        let landed = state.taps.map { [$0.x, $0.y] }
        let expected = panel.map { Self.scenePoint($0.x, $0.y) }.map { [$0.x, $0.y] }
        #expect(landed == expected)
        // Spelled out: the centre stays the centre, the corners fall in the bands, the bands' edges are the scene's.
        #expect(expected[0] == [640, 400])
        #expect(expected[3][0] == 0 && expected[4][0] == 1280)
        #expect(expected[1] == [-64 / 0.9, 0] && expected[2] == [(1279 - 64) / 0.9, 719.1 / 0.9])
    }

    @Test("in a window of the scene's own shape and size the fit is the identity: the same panel lands one unit a pixel, as before")
    func sameShapeIsIdentity() throws {
        let folder = try TemporaryDirectory("device-fit-identity")
        let scene = try TestScene.write([], in: folder)
        let recording = try folder.write("taps.evemu", Self.taps(at: [(x: 64, y: 400), (x: 1216, y: 300)]))
        let outcome = try replayHeadless(recording, scene: scene, in: folder, extra: ["--fast"])
        let state = try #require(outcome.state, "\(outcome.result)")
        #expect(state.taps.map { [$0.x, $0.y] } == [[64, 400], [1216, 300]])
    }
}
