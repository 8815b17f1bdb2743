import Foundation
import HumanStrokes
import TouchEngine
import TouchRecipes

/// The built-in benchmark suite: engine throughput and hit-test cost on synthetic scenes, no window, no
/// drawing, then the circle detector's figures (`CircleBenchmark`).
///
/// Each case builds its scene and events first, then times only `GestureEngine.handle`, repeating until
/// at least `minimumSeconds` have passed, and reports the rate.
struct EngineBenchmark {
    var minimumSeconds = 1.0
    /// People's strokes for the circle detector's and the template matcher's figures, when found.
    var people: RecordedHumanStrokes?

    struct Figure: Codable {
        var name: String
        var value: Double
        var unit: String
    }

    func run() -> [Figure] {
        var figures: [Figure] = []
        figures.append(moveThroughput(name: "moves/s, 2 fingers on 1 sprite", sprites: 1, fingersPerSprite: 2, heldSprites: 1))
        figures.append(moveThroughput(name: "moves/s, 10 fingers on 500 sprites", sprites: 500, fingersPerSprite: 2, heldSprites: 5))
        figures.append(moveThroughput(name: "moves/s, 15 fingers on 8 sprites", sprites: 8, fingersPerSprite: 2, heldSprites: 8, fingerLimit: 15))
        figures.append(hitTestTime(sprites: 10_000))
        figures.append(contentsOf: maskMemory())
        figures.append(contentsOf: CircleBenchmark(minimumSeconds: minimumSeconds, people: people).run())
        return figures
    }

    /// A grid of `count` opaque-disc sprites covering the window.
    static func gridScene(count: Int, width: Double = 1280, height: Double = 800, masks: inout MaskLibrary) -> Scene {
        var scene = Scene(width: width, height: height)
        let columns = max(1, Int((Double(count) * width / height).squareRoot().rounded(.up)))
        let rows = max(1, (count + columns - 1) / columns)
        let cell = min(width / Double(columns), height / Double(rows))
        let size = Int(max(8, cell * 0.9))
        var alpha = [UInt8](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) + 0.5 - Double(size) / 2, dy = Double(y) + 0.5 - Double(size) / 2
                if dx * dx + dy * dy <= Double(size * size) / 4 { alpha[y * size + x] = 255 }
            }
        }
        let info = ImageInfo(width: size, height: size, alpha: alpha)
        for i in 0..<count {
            let column = i % columns, row = i / columns
            var options = SpriteOptions()
            options.constraint = .none
            let mask = masks.mask(for: "disc.png", info: info, threshold: 0.5)
            scene.add(Sprite(
                id: "s\(i)", image: "disc.png", width: Double(size), height: Double(size),
                pose: Pose(center: Vector2((Double(column) + 0.5) * cell, (Double(row) + 0.5) * cell)),
                options: options, mask: mask))
        }
        return scene
    }

    /// Fingers land in pairs on `heldSprites` sprites, then move in small circles; only the moves are timed.
    func moveThroughput(name: String, sprites: Int, fingersPerSprite: Int, heldSprites: Int, fingerLimit: Int? = nil) -> Figure {
        var masks = MaskLibrary()
        let template = Self.gridScene(count: sprites, masks: &masks)
        let held = Array(template.drawOrder.prefix(heldSprites))
        var fingers: [(id: Int, home: Vector2)] = []
        for handle in held {
            let centre = template[handle].pose.center, radius = template[handle].width * 0.2
            for k in 0..<fingersPerSprite where fingers.count < (fingerLimit ?? Int.max) {
                let angle = Double(k) * 2 * .pi / Double(fingersPerSprite)
                fingers.append((fingers.count + 1, centre + Vector2(cos(angle), sin(angle)) * radius))
            }
        }
        if let limit = fingerLimit, fingers.count < limit, let last = held.last {
            // More fingers than pairs: the extra ones join the last sprite.
            let centre = template[last].pose.center
            while fingers.count < limit {
                fingers.append((fingers.count + 1, centre + Vector2(Double(fingers.count % 3) - 1, 1)))
            }
        }
        let frames = 2_000
        var moves: [PointerEvent] = []
        moves.reserveCapacity(frames * fingers.count)
        for frame in 1...frames {
            let t = Double(frame) / 120
            for finger in fingers {
                let wobble = Vector2(cos(t * 3 + Double(finger.id)), sin(t * 2 + Double(finger.id))) * 2
                moves.append(PointerEvent(.move, id: PointerID(finger.id), position: finger.home + wobble, time: t))
            }
        }
        var applied = 0
        var elapsed = 0.0
        while elapsed < minimumSeconds {
            let engine = Sandbox(scene: template)
            for finger in fingers { engine.handle(PointerEvent(.down, id: PointerID(finger.id), position: finger.home, time: 0)) }
            let start = ContinuousClock.now
            for event in moves { engine.handle(event) }
            elapsed += (ContinuousClock.now - start).seconds
            applied += moves.count
        }
        return Figure(name: name, value: Double(applied) / elapsed, unit: "events/s")
    }

    /// The cost of hit-testing one touch-down among `sprites` sprites (grid already filed).
    func hitTestTime(sprites: Int) -> Figure {
        var masks = MaskLibrary()
        var scene = Self.gridScene(count: sprites, masks: &masks)
        scene.refreshGrid()
        var points: [Vector2] = []
        var random = SystemRandomNumberGenerator()
        for _ in 0..<4096 { points.append(Vector2(Double.random(in: 0..<1280, using: &random), Double.random(in: 0..<800, using: &random))) }
        var tests = 0, hits = 0
        var elapsed = 0.0
        while elapsed < minimumSeconds {
            let start = ContinuousClock.now
            for point in points where scene.hitTest(point) != nil { hits += 1 }
            elapsed += (ContinuousClock.now - start).seconds
            tests += points.count
        }
        _ = hits
        return Figure(name: "touch-down hit-test, \(sprites) sprites", value: elapsed / Double(tests) * 1e6, unit: "µs")
    }

    /// Mask bytes per sprite for the default scene's kind of images (one 160×160 image shared by 16 sprites,
    /// and one mask per sprite when every sprite has its own image).
    func maskMemory() -> [Figure] {
        let info = ImageInfo(width: 160, height: 160, alpha: [UInt8](repeating: 255, count: 160 * 160))
        var shared = MaskLibrary()
        for _ in 0..<16 { _ = shared.mask(for: "same.png", info: info, threshold: 0.5) }
        var separate = MaskLibrary()
        for i in 0..<16 { _ = separate.mask(for: "image\(i).png", info: info, threshold: 0.5) }
        return [
            Figure(name: "mask memory per sprite, 16 sprites sharing one 160×160 image", value: Double(shared.byteCount) / 16, unit: "bytes"),
            Figure(name: "mask memory per sprite, 16 sprites with their own 160×160 image", value: Double(separate.byteCount) / 16, unit: "bytes"),
        ]
    }
}
