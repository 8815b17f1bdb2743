import TouchEngine
import TouchRecipes

/// What a visitor sees before touching: which sprite is under a point, where the empty canvas is.
extension KioskVisitor {
    /// The topmost live sprite whose opaque pixel is under `point` (what a touch there lands on), nil for the canvas.
    static func sprite(at point: Vector2, in scene: Scene) -> SpriteHandle? {
        scene.drawOrder.last { scene[$0].bounds.contains(point) && scene[$0].contains(point) }
    }

    /// A point on `handle` a touch lands on (its centre, else a point around it), if any.
    func grabPoint(on handle: SpriteHandle, _ kiosk: ScriptedKiosk) -> Vector2? {
        let scene = kiosk.sandbox.scene
        guard scene.isLive(handle) else { return nil }
        let sprite = scene[handle]
        let reach = min(sprite.width, sprite.height) * sprite.pose.scale * 0.3
        let offsets = [Vector2.zero, Vector2(reach, 0), Vector2(-reach, 0), Vector2(0, reach), Vector2(0, -reach)]
        return offsets.map { sprite.pose.center + $0 }.first { point in
            Self.sprite(at: point, in: scene) == handle && isOpen(point, kiosk) && kiosk.sandbox.resizeHandles.allSatisfy {
                $0.center.distance(to: point) > $0.radius + 4
            }
        }
    }

    /// A point of the empty canvas (no sprite, no tray, no resize handle, no menu), at least `margin` px inside the
    /// window and above the tray; nil when none was found in a few tries.
    mutating func emptyPoint(margin: Double = 40, _ kiosk: ScriptedKiosk) -> Vector2? {
        let scene = kiosk.sandbox.scene
        let bottom = (kiosk.sandbox.isTrayVisible ? kiosk.sandbox.tray.frame.minY : scene.height) - margin
        guard bottom > margin, scene.width > 2 * margin else { return nil }
        for _ in 0..<200 {
            let point = Vector2(Double.random(in: margin...(scene.width - margin), using: &random),
                                Double.random(in: margin...bottom, using: &random))
            if Self.sprite(at: point, in: scene) == nil && isOpen(point, kiosk)
                && kiosk.sandbox.resizeHandles.allSatisfy({ $0.center.distance(to: point) > $0.radius + 4 }) {
                return point
            }
        }
        return nil
    }

    /// Whether a point is clear of the menu and, when it shows, the tray.
    func isOpen(_ point: Vector2, _ kiosk: ScriptedKiosk) -> Bool {
        !(kiosk.sandbox.menu?.frame.contains(point) ?? false)
            && !(kiosk.sandbox.isTrayVisible && kiosk.sandbox.tray.frame.contains(point))
    }

    /// The scene's pictures that are no controls, live, back to front.
    func pictures(_ kiosk: ScriptedKiosk) -> [SpriteHandle] {
        kiosk.sandbox.scene.drawOrder.filter { kiosk.sandbox.recipeOptions(of: $0).action == nil }
    }

    /// A random picture and a point to grab it by, if any can be grabbed.
    mutating func somePicture(_ kiosk: ScriptedKiosk, where wanted: (SpriteHandle) -> Bool = { _ in true }) -> (SpriteHandle, Vector2)? {
        for handle in pictures(kiosk).filter(wanted).shuffled(using: &random) {
            if let point = grabPoint(on: handle, kiosk) { return (handle, point) }
        }
        return nil
    }
}
