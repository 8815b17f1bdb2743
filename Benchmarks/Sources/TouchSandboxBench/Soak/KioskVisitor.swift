import Foundation
import TouchEngine
import TouchRecipes
import TouchRecordings

/// A scripted visitor of a kiosk that plays every recipe of the sandbox on a `ScriptedKiosk`, looking at the scene
/// before each touch: drags, pinches and three-finger turns (some as mouse or TUIO input), taps and double taps,
/// long-press menus choosing Duplicate, Delete, Lock/Unlock, Bring to front and Reset, circles and the selection
/// they make, painting switched on and off by key and by its button, the paint cleared, sprites dragged out of the
/// tray and the tray scrolled, corner resizes, three-finger swipes, wheel turns, the overlay, HUD and tray keys, the
/// reset button, and exit holds given up before they complete. Seeded: the same seed plays the same visits.
struct KioskVisitor {
    var random: SeededRandomNumberGenerator
    /// How often each recipe was played.
    private(set) var played: [String: Int] = [:]

    init(seed: UInt64) { random = SeededRandomNumberGenerator(seed: seed) }

    /// The recipes and how often (out of the total weight) a visitor picks each.
    static let recipes: [(name: String, weight: Int)] = [
        ("drag", 14), ("pinch", 6), ("three-finger turn", 3), ("mouse drag", 3), ("TUIO drag", 4), ("tap", 6),
        ("double tap", 4), ("canvas tap", 2), ("menu", 8), ("circle", 5), ("paint", 5), ("tray drag-out", 5),
        ("tray scroll", 2), ("resize", 4), ("three-finger swipe", 3), ("wheel", 4), ("keys", 2), ("reset button", 1),
        ("exit hold given up", 2),
    ]

    /// A visit: a tap on `arrival` (empty canvas in the scene as loaded, where a kiosk's idle reset leaves it), then
    /// `actions` recipes with pauses between them.
    mutating func visit(arrival: Vector2, actions: Int, _ kiosk: ScriptedKiosk) throws {
        try tap(at: arrival, kiosk)
        for _ in 0..<actions {
            try playSomeRecipe(kiosk)
            kiosk.wait(Double.random(in: 0.2...1.2, using: &random))
        }
    }

    mutating func playSomeRecipe(_ kiosk: ScriptedKiosk) throws {
        var pick = Int.random(in: 0..<Self.recipes.map(\.weight).reduce(0, +), using: &random)
        let name = Self.recipes.first { pick -= $0.weight; return pick < 0 }!.name
        if try play(name, kiosk) { played[name, default: 0] += 1 }
    }

    /// Plays one recipe; false when the scene offered nothing to play it on (no free canvas, no resizable sprite).
    mutating func play(_ name: String, _ kiosk: ScriptedKiosk) throws -> Bool {
        switch name {
        case "drag", "mouse drag", "TUIO drag":
            guard let (_, point) = somePicture(kiosk) else { return false }
            let path = walk(steps: Int.random(in: 30...90, using: &random), speed: 1...5)
            let source: PointerSource = name == "drag" ? .touch : name == "mouse drag" ? .mouse : .tuio
            try stroke([point], steps: path.count - 1, firstID: source == .tuio ? 1000 : 1, source: source, kiosk) { step, _ in path[step] }
        case "pinch", "three-finger turn":
            return try turn(fingers: name == "pinch" ? 2 : 3, kiosk)
        case "tap", "double tap":
            guard let (_, point) = somePicture(kiosk) else { return false }
            if name == "tap" { try tap(at: point, kiosk) } else { try doubleTap(at: point, kiosk) }
        case "canvas tap":
            guard let point = emptyPoint(kiosk) else { return false }
            try tap(at: point, kiosk)
        case "menu": return try menu(kiosk)
        case "circle": return try circle(kiosk)
        case "paint": return try paint(kiosk)
        case "tray drag-out", "tray scroll": return try tray(dragOut: name == "tray drag-out", kiosk)
        case "resize": return try resize(kiosk)
        case "three-finger swipe": return try swipe(kiosk)
        case "wheel":
            guard let (_, point) = somePicture(kiosk) else { return false }
            try kiosk.control(.wheel(at: point, steps: Bool.random(using: &random) ? 1 : -1, rotate: Bool.random(using: &random)))
        case "keys":
            for key in [SessionKey.overlay, .hud, .tray] where Bool.random(using: &random) {
                try kiosk.control(.key(key))
                kiosk.wait(0.3)
                try kiosk.control(.key(key))
            }
            if Int.random(in: 0..<3, using: &random) == 0 { try kiosk.control(.key(.resetLayout)) }
        case "reset button":
            guard let (_, point) = control(.reset, kiosk) else { return false }
            try tap(at: point, kiosk)
        case "exit hold given up":
            var points: [Vector2] = []
            while points.count < 5, let point = emptyPoint(kiosk) { points.append(point) }
            guard points.count == 5 else { return false }
            try hold(points, seconds: Double.random(in: 1.0...2.2, using: &random), kiosk)
        default:
            return false
        }
        return true
    }

    /// The scene's control with `action` and a point to tap it, if it is on the canvas.
    func control(_ action: ControlAction, _ kiosk: ScriptedKiosk) -> (SpriteHandle, Vector2)? {
        guard let handle = kiosk.sandbox.scene.drawOrder.first(where: { kiosk.sandbox.recipeOptions(of: $0).action == action }),
              let point = grabPoint(on: handle, kiosk) else { return nil }
        return (handle, point)
    }
}
