import Foundation
import TouchEngine
import TouchRecipes
import TouchSandboxApp

/// The frame benchmark's scenes: copies of one image spread over the canvas, every one turned and scaled, so each
/// sprite takes SDL's slowest path (rotation and linear scaling); and the touches that light up the overlay.
enum FrameBenchmarkScene {
    /// `count` copies of `image` (`imageWidth` × `imageHeight`) on a golden-angle spiral filling `width` × `height`,
    /// at scales from 0.6 to 1.05 and angles all round; the same numbers every run.
    static func scene(count: Int, image: String, imageWidth: Int, imageHeight: Int, width: Double, height: Double) -> Scene {
        var scene = Scene(width: width, height: height)
        var options = SpriteOptions()
        options.constraint = .none
        let goldenAngle = Double.pi * (3 - 5.0.squareRoot())
        for i in 0..<count {
            let turn = Double(i) * goldenAngle
            let reach = ((Double(i) + 0.5) / Double(count)).squareRoot() * 0.45
            let center = Vector2(width / 2 + cos(turn) * reach * width, height / 2 + sin(turn) * reach * height)
            let pose = Pose(center: center, scale: 0.6 + 0.05 * Double((i * 7) % 10),
                            rotation: Double((i * 37) % 360 - 180) * .pi / 180)
            scene.add(Sprite(id: "copy\(i)", image: image, width: Double(imageWidth), height: Double(imageHeight),
                             pose: pose, options: options))
        }
        return scene
    }

    /// The side of the zoom benchmark's sprite before its zoom, in scene pixels, and its turn.
    static let zoomedSpriteSide = 256.0
    static let zoomedSpriteDegrees = 30.0

    /// One copy of `image`, 256×256 scene pixels, in the middle of a `width` × `height` canvas, turned 30° and zoomed
    /// `zoom` times: at 8× it covers the 1280×800 canvas and reaches far past it.
    static func zoomScene(zoom: Double, image: String, width: Double, height: Double) -> Scene {
        var scene = Scene(width: width, height: height)
        var options = SpriteOptions()
        options.constraint = .none
        options.maxScale = max(options.maxScale, zoom)
        let pose = Pose(center: Vector2(width / 2, height / 2), scale: zoom, rotation: zoomedSpriteDegrees * .pi / 180)
        scene.add(Sprite(id: "zoomed", image: image, width: zoomedSpriteSide, height: zoomedSpriteSide, pose: pose, options: options))
        return scene
    }

    /// What a user sees mid-gesture: two fingers pinching the front sprite and one dragging the next, each having
    /// moved a little (so the overlay draws rings, labels, trails and the pinch's lines); the HUD and tray on.
    static func busySession(scene: Scene) -> SandboxSession {
        let session = SandboxSession(sandbox: Sandbox(scene: scene), showOverlay: true, showHUD: true, showTray: true)
        let front = Array(scene.drawOrder.suffix(2).reversed())
        guard let first = front.first else { return session }
        let grips: [(id: Int, start: Vector2)] = [
            (1, scene[first].pose.center + Vector2(-30, 0)),
            (2, scene[first].pose.center + Vector2(30, 0)),
            (3, scene[front.last ?? first].pose.center),
        ]
        for grip in grips { session.apply(PointerEvent(.down, id: PointerID(grip.id), position: grip.start, time: 0)) }
        for step in 1...10 {
            let time = Double(step) / 60
            for grip in grips {
                let spread = grip.id == 3 ? Vector2(4, 3) : Vector2(grip.id == 1 ? -2 : 2, 1)
                session.apply(PointerEvent(.move, id: PointerID(grip.id), position: grip.start + spread * Double(step), time: time))
            }
        }
        return session
    }
}
