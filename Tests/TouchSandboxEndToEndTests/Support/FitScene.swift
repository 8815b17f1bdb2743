import Foundation
import TouchTestSupport

/// A 1280×800 scene whose corners show: a red 40×40 square in the top-left corner, a green one in the top-right (the
/// bottom corners are under the drag-out tray, which the app always shows), and the gem in the middle to drag. With
/// where the one fit rule puts the scene on a screen of any size, so a test can look for the corners in a screenshot:
/// the two top corners fix the scale and the offset, and the band below the tray's bottom edge checks the height.
enum FitScene {
    static let width = 1280.0, height = 800.0
    static let gem = (x: 640.0, y: 400.0)
    static let red = RGBAPixels.Pixel(r: 0xff, g: 0x30, b: 0x30, a: 0xff)
    static let green = RGBAPixels.Pixel(r: 0x30, g: 0xff, b: 0x30, a: 0xff)

    /// Writes the scene and its two corner images into `folder`; returns the scene's path. `gemImage` is where the
    /// scene finds the gem (a copy the user running the app may read).
    static func write(in folder: TemporaryDirectory, gemImage: String = TestPaths.image("gem")) throws -> String {
        for (name, colour) in [("red", "#ff3030"), ("green", "#30ff30")] {
            let made = try runProcess(RGBAPixels.convert, ["-size", "40x40", "xc:\(colour)", folder.path("\(name).png")])
            guard made.status == 0 else { throw XvfbError(description: "convert: \(made)") }
        }
        let scene = """
        {"width": 1280, "height": 800, "background": "#1e2430", "sprites": [
          {"id": "top-left", "image": "\(folder.path("red.png"))", "x": 20, "y": 20, "inertia": false},
          {"id": "top-right", "image": "\(folder.path("green.png"))", "x": 1260, "y": 20, "inertia": false},
          {"id": "gem", "image": "\(gemImage)", "x": \(gem.x), "y": \(gem.y), "inertia": false}]}
        """
        return try folder.write("fit-scene.json", scene)
    }

    /// Where the scene sits on a `screen`: scaled uniformly to fit, centred.
    struct Fit: CustomStringConvertible {
        var scale: Double
        var x: Double
        var y: Double

        init(screen: (width: Int, height: Int)) {
            scale = min(Double(screen.width) / FitScene.width, Double(screen.height) / FitScene.height)
            x = (Double(screen.width) - FitScene.width * scale) / 2
            y = (Double(screen.height) - FitScene.height * scale) / 2
        }

        /// The screen pixel showing scene point (`sx`, `sy`).
        func screen(_ sx: Double, _ sy: Double) -> (x: Int, y: Int) {
            (Int((x + sx * scale).rounded(.down)), Int((y + sy * scale).rounded(.down)))
        }

        var description: String { "scale \(scale) at (\(x), \(y))" }
    }

    /// What is wrong with the corners in `pixels` for `fit`; empty when both show where the fit puts them, with the
    /// background in the bands just outside them.
    static func cornerProblems(_ pixels: RGBAPixels, fit: Fit) -> [String] {
        var problems: [String] = []
        func expect(_ point: (x: Int, y: Int), _ colour: RGBAPixels.Pixel, _ what: String) {
            guard point.x >= 0, point.y >= 0, point.x < pixels.width, point.y < pixels.height else {
                problems.append("\(what) at \(point) is off the screen")
                return
            }
            let seen = pixels[point.x, point.y]
            if !seen.isClose(to: colour, tolerance: 3) { problems.append("\(what) at \(point): \(seen), expected \(colour)") }
        }
        expect(fit.screen(8, 8), red, "inside the top-left corner")
        expect(fit.screen(1272, 8), green, "inside the top-right corner")
        expect(fit.screen(60, 60), RGBAPixels.background, "beside the top-left square")
        let bottom = fit.screen(640, 797)
        if bottom.y < pixels.height, pixels[bottom.x, bottom.y].isClose(to: RGBAPixels.background, tolerance: 3) {
            problems.append("just inside the scene's bottom edge at \(bottom): the background, not the tray")
        }
        // Just outside the scene, in the bands (only where there is a band).
        if fit.x >= 4 {
            expect((Int(fit.x) - 3, fit.screen(8, 8).y), RGBAPixels.background, "the left band")
            expect((Int((fit.x + width * fit.scale).rounded(.up)) + 2, fit.screen(1272, 8).y), RGBAPixels.background, "the right band")
        }
        if fit.y >= 4 {
            expect((fit.screen(8, 8).x, Int(fit.y) - 3), RGBAPixels.background, "the top band")
            expect((bottom.x, Int((fit.y + height * fit.scale).rounded(.up)) + 2), RGBAPixels.background, "the bottom band")
        }
        return problems
    }
}
