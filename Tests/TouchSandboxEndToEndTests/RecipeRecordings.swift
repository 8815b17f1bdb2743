import Foundation
import TouchTestSupport

/// A format-1 recording written event by event, with the same numbers every time (times to the
/// millisecond, positions to the thousandth of a pixel), so a generated session can be committed as a
/// fixture and compared with what the generator makes today.
struct RecipeRecording {
    typealias Point = (x: Double, y: Double)

    private(set) var lines = [Format1Lines.header]
    /// Where each touch that is down was last put.
    private var positions: [Int: Point] = [:]

    var text: String { lines.joined(separator: "\n") + "\n" }

    static func number(_ value: Double, decimals: Int = 3) -> String {
        var text = String(format: "%.\(decimals)f", value)
        while text.hasSuffix("0") && !text.hasSuffix(".0") { text.removeLast() }
        return text == "-0.0" ? "0.0" : text
    }

    /// An event line with the fixed decimals above (`Format1Lines.event` prints numbers as Swift does).
    private mutating func event(_ kind: String, _ id: Int, _ point: Point, at time: Double) {
        let pressure = kind == "up" ? "0.0" : "1.0"
        lines.append("{\"t\":\(String(format: "%.3f", time)),\"kind\":\"\(kind)\",\"id\":\(id),\"x\":\(Self.number(point.x)),"
            + "\"y\":\(Self.number(point.y)),\"pressure\":\(pressure),\"source\":\"touch\"}")
    }

    mutating func down(_ id: Int, _ point: Point, at time: Double) {
        positions[id] = point
        event("down", id, point, at: time)
    }

    mutating func move(_ id: Int, _ point: Point, at time: Double) {
        positions[id] = point
        event("move", id, point, at: time)
    }

    /// Lifts a touch where it last was.
    mutating func up(_ id: Int, at time: Double) {
        event("up", id, positions.removeValue(forKey: id) ?? (0, 0), at: time)
    }

    /// Down and up at one point, `duration` apart.
    mutating func tap(_ id: Int, _ point: Point, at time: Double, duration: Double = 0.06) {
        down(id, point, at: time)
        up(id, at: time + duration)
    }

    /// Moves every listed touch from where it is to its target in `steps` equal straight steps, `interval`
    /// seconds apart, the touches' moves interleaved within a step; returns the time of the last step.
    @discardableResult
    mutating func glide(_ targets: [(id: Int, to: Point)], from time: Double, steps: Int, interval: Double = 0.016) -> Double {
        let starts = targets.map { positions[$0.id] ?? $0.to }
        var t = time
        for step in 1...steps {
            t = time + Double(step) * interval
            let f = Double(step) / Double(steps)
            for (target, start) in zip(targets, starts) {
                let point = step == steps ? target.to
                    : (start.x + (target.to.x - start.x) * f, start.y + (target.to.y - start.y) * f)
                move(target.id, point, at: t)
            }
        }
        return t
    }

    /// Moves one touch through `path` point by point, `interval` seconds apart; returns the last time.
    @discardableResult
    mutating func trace(_ id: Int, through path: [Point], from time: Double, interval: Double = 0.016) -> Double {
        var t = time
        for (i, point) in path.enumerated() {
            t = time + Double(i + 1) * interval
            move(id, point, at: t)
        }
        return t
    }

    /// A whole one-finger drag: down at `from`, `steps` moves to `to`, a short still hold, up.
    mutating func drag(_ id: Int, from: Point, to: Point, at time: Double, steps: Int = 12) -> Double {
        down(id, from, at: time)
        let end = glide([(id, to)], from: time, steps: steps)
        up(id, at: end + 0.05)
        return end + 0.05
    }
}

/// The recipe scene (`Fixtures/recipes/scene.json`, image paths relative to it) and every recipe session,
/// generated here and committed beside it. Geometry the expectations rest on:
///
/// | id     | image            | centre      | size     | notes                                       |
/// |--------|------------------|-------------|----------|---------------------------------------------|
/// | flower | flower.png       | (200, 200)  | 176×176  | z 0                                         |
/// | gem    | gem.png          | (560, 300)  | 152×134  | z 1                                         |
/// | heart  | heart.png        | (760, 300)  | 149×134  | z 2                                         |
/// | card   | cloud.png        | (1000, 560) | 197×119  | z 3, resizable: corner (1098.5, 619.5)      |
/// | paint  | button-paint.png | (1180, 60)  | 152×58   | z 4, `"action": "paint"`, drag only         |
///
/// The tray covers y 704…800; thumbnails are 80 px squares from x = 8 every 88 px, y 712…792, in scene
/// order without controls: flower, gem, heart, cloud.
enum RecipeFixtures {
    static var folder: URL { TestPaths.fixtures.appendingPathComponent("recipes") }
    static var scene: String { folder.appendingPathComponent("scene.json").path }
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static let paintButton: RecipeRecording.Point = (1180, 60)

    /// Every generated session by file name.
    static let all: [(name: String, make: @Sendable () -> RecipeRecording)] = [
        ("tap-and-double-tap.jsonl", tapAndDoubleTap),
        ("tap-versus-drag.jsonl", tapVersusDrag),
        ("long-press-menu.jsonl", longPressMenu),
        ("paint-stroke.jsonl", { stroke(paint: true) }),
        ("stroke-without-paint.jsonl", { stroke(paint: false) }),
        ("circle-select-drag.jsonl", circleSelectDrag),
        ("triangle-no-gesture.jsonl", triangleNoGesture),
        ("corner-resize.jsonl", cornerResize),
        ("tray-drag-out.jsonl", trayDragOut),
        ("pinch-while-painting.jsonl", pinchWhilePainting),
        ("menu-over-tray.jsonl", menuOverTray),
        ("busy-session.jsonl", busySession),
    ]

    /// Tap the flower at (210, 205); drag the gem (+60, +40) to (620, 340); double tap it there.
    static func tapAndDoubleTap() -> RecipeRecording {
        var r = RecipeRecording()
        r.tap(1, (210, 205), at: 0)
        _ = r.drag(2, from: (560, 300), to: (620, 340), at: 1.0)
        r.tap(3, (620, 340), at: 2.0)
        r.tap(4, (620, 340), at: 2.2)  // 0.14 s after the first lift, same point
        return r
    }

    /// Drag the flower by (87.5, -36.75); then a 7.2 px wiggle on the heart that lifts after 0.15 s (a tap).
    static func tapVersusDrag() -> RecipeRecording {
        var r = RecipeRecording()
        _ = r.drag(1, from: (200, 200), to: (287.5, 163.25), at: 0, steps: 10)
        r.down(2, (760, 300), at: 1.0)
        r.move(2, (763, 302), at: 1.05)
        r.move(2, (766, 304), at: 1.1)
        r.up(2, at: 1.15)
        return r
    }

    /// A 0.7 s still press on a sprite, then a tap on menu item `item` (0 Reset … 4 Lock) of the menu the
    /// press opened, whose top-left corner is `menu`.
    static func longPress(_ r: inout RecipeRecording, ids: (Int, Int), on point: RecipeRecording.Point,
                          menu: RecipeRecording.Point, item: Int, at time: Double) {
        r.down(ids.0, point, at: time)
        r.up(ids.0, at: time + 0.7)
        r.tap(ids.1, (menu.x + 100, menu.y + 48 * Double(item) + 24), at: time + 1.0)
    }

    /// Long press the flower → Duplicate; the gem → Delete; the heart → Lock; then drag the heart (+100, +60).
    /// Menus open 12 px right of the sprite's box, top-aligned: flower (300, 112), gem (648, 233), heart (846.5, 233).
    static func longPressMenu() -> RecipeRecording {
        var r = RecipeRecording()
        longPress(&r, ids: (1, 2), on: (200, 200), menu: (300, 112), item: 1, at: 0)
        longPress(&r, ids: (3, 4), on: (560, 300), menu: (648, 233), item: 2, at: 2)
        longPress(&r, ids: (5, 6), on: (760, 300), menu: (846.5, 233), item: 4, at: 4)
        _ = r.drag(7, from: (760, 300), to: (860, 360), at: 6)
        return r
    }

    /// (Tap the paint button, then) a straight stroke on the empty canvas from (150, 450) to (650, 450).
    static func stroke(paint: Bool) -> RecipeRecording {
        var r = RecipeRecording()
        if paint { r.tap(1, paintButton, at: 0, duration: 0.08) }
        _ = r.drag(2, from: (150, 450), to: (650, 450), at: 0.5, steps: 25)
        return r
    }

    /// The drawn circle: centre (660, 300), semi-axes 165 × 150 (equal-area radius √(165·150) ≈ 157.3).
    static let circleCenter: RecipeRecording.Point = (660, 300)
    static let circleAxes: RecipeRecording.Point = (165, 150)

    /// 40 samples clockwise from the top, 335° round (a 25° gap), with a slight hand wobble of the radius.
    static func handCircle() -> [RecipeRecording.Point] {
        (0..<40).map { k in
            let angle = (-90 + 335 * Double(k) / 39) * .pi / 180
            let wobble = 1 + 0.012 * sin(3 * angle + 0.4)
            return (circleCenter.x + circleAxes.x * wobble * cos(angle), circleCenter.y + circleAxes.y * wobble * sin(angle))
        }
    }

    /// A circle round the gem and the heart (from the empty canvas above them), then a drag on the gem (+50, +30).
    static func circleSelectDrag() -> RecipeRecording {
        var r = RecipeRecording()
        let circle = handCircle()
        r.down(1, circle[0], at: 0)
        let end = r.trace(1, through: Array(circle.dropFirst()), from: 0, interval: 0.02)
        r.up(1, at: end + 0.02)
        _ = r.drag(2, from: (560, 300), to: (610, 330), at: 2)
        return r
    }

    /// A closed triangle (560, 130) → (820, 430) → (300, 430) → back, 40 samples; then the same gem drag.
    static func triangleNoGesture() -> RecipeRecording {
        let corners: [RecipeRecording.Point] = [(560, 130), (820, 430), (300, 430), (560, 130)]
        var path: [RecipeRecording.Point] = []
        for side in 0..<3 {
            let (a, b) = (corners[side], corners[side + 1])
            for k in 1...13 {
                let f = Double(k) / 13
                path.append((a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f))
            }
        }
        var r = RecipeRecording()
        r.down(1, corners[0], at: 0)
        let end = r.trace(1, through: path, from: 0, interval: 0.02)
        r.up(1, at: end + 0.02)
        _ = r.drag(2, from: (560, 300), to: (610, 330), at: 2)
        return r
    }

    /// Grab the card's handle at (1090, 612), 8.5 px left and 7.5 px above its corner, and drag it (+40, +20).
    static func cornerResize() -> RecipeRecording {
        var r = RecipeRecording()
        _ = r.drag(1, from: (1090, 612), to: (1130, 632), at: 0)
        return r
    }

    /// Finger 1 presses the gem thumbnail at (136, 752) and first moves to (138, 740): a gem appears there,
    /// clamped into the window at (138, 733), and follows the finger to (400, 520). Finger 2 presses the
    /// heart thumbnail at (224, 752), first moves to (226, 700) (no clamp), then on to (300, 560).
    static func trayDragOut() -> RecipeRecording {
        var r = RecipeRecording()
        r.down(1, (136, 752), at: 0)
        r.move(1, (138, 740), at: 0.03)
        let end1 = r.glide([(1, (400, 520))], from: 0.03, steps: 12)
        r.up(1, at: end1 + 0.05)
        r.down(2, (224, 752), at: 1)
        r.move(2, (226, 700), at: 1.03)
        let end2 = r.glide([(2, (300, 560))], from: 1.03, steps: 12)
        r.up(2, at: end2 + 0.05)
        return r
    }

    /// Paint on; two fingers 80 px apart on the flower spread to 120 px while a third paints (400, 520) → (800, 520).
    static func pinchWhilePainting() -> RecipeRecording {
        var r = RecipeRecording()
        r.tap(1, paintButton, at: 0, duration: 0.08)
        r.down(2, (160, 200), at: 0.5)
        r.down(3, (240, 200), at: 0.5)
        r.down(4, (400, 520), at: 0.5)
        let end = r.glide([(2, (140, 200)), (3, (260, 200)), (4, (800, 520))], from: 0.5, steps: 20)
        r.up(2, at: end + 0.05)
        r.up(3, at: end + 0.05)
        r.up(4, at: end + 0.05)
        return r
    }

    /// Drag the card down 90 px (its box then reaches y 709.5, into the tray) and long press it: the menu, kept
    /// inside the window but not above the tray, spans y 548…788 at x 689.5, so "Lock" (y 740…788) lies over the
    /// tray. Tap it there, then drag the card (-100, -100).
    static func menuOverTray() -> RecipeRecording {
        var r = RecipeRecording()
        _ = r.drag(1, from: (1000, 560), to: (1000, 650), at: 0, steps: 10)
        longPress(&r, ids: (2, 3), on: (1000, 650), menu: (689.5, 452), item: 4, at: 1)
        _ = r.drag(4, from: (1000, 650), to: (900, 550), at: 3, steps: 10)
        return r
    }

    /// Everything at once, for a screenshot a person looks at: paint on, a painted circle selecting the gem
    /// and the heart, a pinch on the flower while a third finger paints, the card resized, a gem dragged
    /// out of the tray, and finally a long press on the card whose menu stays open.
    static func busySession() -> RecipeRecording {
        var r = RecipeRecording()
        r.tap(1, paintButton, at: 0, duration: 0.08)
        let circle = handCircle()
        r.down(2, circle[0], at: 0.5)
        var t = r.trace(2, through: Array(circle.dropFirst()), from: 0.5, interval: 0.02)
        r.up(2, at: t + 0.02)
        t = 2
        r.down(3, (160, 200), at: t)
        r.down(4, (240, 200), at: t)
        r.down(5, (400, 520), at: t)
        t = r.glide([(3, (140, 200)), (4, (260, 200)), (5, (800, 520))], from: t, steps: 20)
        r.up(3, at: t + 0.05)
        r.up(4, at: t + 0.05)
        r.up(5, at: t + 0.05)
        _ = r.drag(6, from: (1090, 612), to: (1130, 632), at: 3)
        r.down(7, (136, 752), at: 4)
        r.move(7, (138, 740), at: 4.03)
        t = r.glide([(7, (380, 600))], from: 4.03, steps: 12)
        r.up(7, at: t + 0.05)
        r.down(8, (1000, 560), at: 5)
        r.up(8, at: 5.7)
        return r
    }
}
