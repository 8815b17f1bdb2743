import TouchEngine
import TouchRecipes

/// Builders for small scenes used by the engine scenarios.
public enum SceneFixtures {
    /// An opaque square sprite.
    public static func square(_ id: String, at center: Vector2, size: Double = 100, options: SpriteOptions = SpriteOptions()) -> Sprite {
        Sprite(id: id, image: "\(id).png", width: size, height: size, pose: Pose(center: center), options: options)
    }

    /// A ring: opaque between radius 0.25 and 0.5 of its size, transparent in the hole and the corners.
    public static func ring(_ id: String, at center: Vector2, size: Int = 100, options: SpriteOptions = SpriteOptions()) -> Sprite {
        let mask = AlphaMask(width: size, height: size) { x, y in
            let dx = Double(x) + 0.5 - Double(size) / 2, dy = Double(y) + 0.5 - Double(size) / 2
            let r = (dx * dx + dy * dy).squareRoot() / Double(size)
            return r >= 0.25 && r <= 0.5
        }
        return Sprite(id: id, image: "ring.png", width: Double(size), height: Double(size), pose: Pose(center: center), options: options, mask: mask)
    }

    /// An engine with every built-in recogniser, offered touches in the sandbox's order (long press, tap,
    /// manipulation, circle).
    public static func engine(_ scene: Scene, configuration: EngineConfiguration = .standard) -> GestureEngine {
        GestureEngine(scene: scene, configuration: configuration,
                      recognizers: [LongPressRecognizer(), TapRecognizer(), ManipulationRecognizer(), CircleRecognizer()])
    }

    public static func scene(_ sprites: [Sprite], width: Double = 1280, height: Double = 800) -> Scene {
        var scene = Scene(width: width, height: height)
        for sprite in sprites { scene.add(sprite) }
        return scene
    }

    public static func options(gestures: GestureSet = .all, constraint: MovementConstraint = .none, minScale: Double = 0.1, maxScale: Double = 10, inertia: Bool = false) -> SpriteOptions {
        var options = SpriteOptions()
        options.gestures = gestures
        options.constraint = constraint
        options.minScale = minScale
        options.maxScale = maxScale
        options.inertia = inertia
        return options
    }
}

/// Anything pointer events can be fed to: the engine, or the sandbox built on it.
public protocol PointerEventHandling: AnyObject {
    @discardableResult
    func handle(_ event: PointerEvent) -> PointerRejection?
}

extension GestureEngine: PointerEventHandling {}
extension Sandbox: PointerEventHandling {}

extension GestureEngine {
    /// The fingers holding a sprite, in the order they landed (from the engine's manipulation recogniser).
    public func fingers(on handle: SpriteHandle) -> [PointerID] {
        recognizer(ManipulationRecognizer.self)?.fingers(on: handle) ?? []
    }
}

/// A scripted finger session: keeps time and ids so scenarios read like what the fingers do.
public struct Fingers<Engine: PointerEventHandling> {
    public let engine: Engine
    public var time = 0.0
    public var step = 0.016

    public init(_ engine: Engine) { self.engine = engine }

    @discardableResult
    public mutating func down(_ id: Int, _ x: Double, _ y: Double) -> PointerRejection? {
        time += step
        return engine.handle(PointerEvent(.down, id: id, x: x, y: y, time: time))
    }

    @discardableResult
    public mutating func move(_ id: Int, _ x: Double, _ y: Double) -> PointerRejection? {
        time += step
        return engine.handle(PointerEvent(.move, id: id, x: x, y: y, time: time))
    }

    @discardableResult
    public mutating func up(_ id: Int, _ x: Double, _ y: Double) -> PointerRejection? {
        time += step
        return engine.handle(PointerEvent(.up, id: id, x: x, y: y, time: time))
    }

    /// Moves several fingers in one frame (one event each, same time step).
    public mutating func moveAll(_ positions: [(Int, Double, Double)]) {
        time += step
        for (id, x, y) in positions { engine.handle(PointerEvent(.move, id: id, x: x, y: y, time: time)) }
    }
}

public func approximately(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
public func approximately(_ a: Vector2, _ b: Vector2, within tolerance: Double = 1e-9) -> Bool { a.distance(to: b) <= tolerance }
