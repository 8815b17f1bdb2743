import Foundation
import TouchEngine

/// The finger movements a visitor makes: taps, holds and strokes of one or more fingers at 120 Hz.
extension KioskVisitor {
    static let frame = 1.0 / 120

    /// A quick touch that does not move; the clock then passes the double-tap window, so it is reported as a tap.
    func tap(at point: Vector2, id: Int = 1, _ kiosk: ScriptedKiosk) throws {
        try kiosk.pointer(.down, id, at: point)
        kiosk.wait(0.06)
        try kiosk.pointer(.up, id, at: point)
        kiosk.wait(0.35)
    }

    /// Two taps in quick succession at the same place.
    func doubleTap(at point: Vector2, _ kiosk: ScriptedKiosk) throws {
        try kiosk.pointer(.down, 1, at: point)
        kiosk.wait(0.05)
        try kiosk.pointer(.up, 1, at: point)
        kiosk.wait(0.12)
        try kiosk.pointer(.down, 1, at: point + Vector2(2, 1))
        kiosk.wait(0.05)
        try kiosk.pointer(.up, 1, at: point + Vector2(2, 1))
        kiosk.wait(0.35)
    }

    /// Fingers land at `points` and stay within a pixel or two (moving 30 times a second) for `seconds`, then lift.
    mutating func hold(_ points: [Vector2], seconds: Double, firstID: Int = 1, _ kiosk: ScriptedKiosk) throws {
        for (index, point) in points.enumerated() { try kiosk.pointer(.down, firstID + index, at: point) }
        let steps = Int(clamping: seconds * 30, nan: 0)
        for _ in 0..<steps {
            kiosk.wait(1.0 / 30)
            for (index, point) in points.enumerated() {
                let wobble = Vector2(Double.random(in: -1.5...1.5, using: &random), Double.random(in: -1.5...1.5, using: &random))
                try kiosk.pointer(.move, firstID + index, at: point + wobble)
            }
        }
        kiosk.wait(max(0, seconds - Double(steps) / 30) + 0.02)
        for (index, point) in points.enumerated() { try kiosk.pointer(.up, firstID + index, at: point) }
    }

    /// Fingers land at `starts` and move together for `steps` frames, each finger by `offset(step, finger)` from
    /// where it landed (kept inside the window), then lift.
    func stroke(_ starts: [Vector2], steps: Int, firstID: Int = 1, source: PointerSource = .touch, _ kiosk: ScriptedKiosk,
                offset: (Int, Int) -> Vector2) throws {
        let bounds = kiosk.sandbox.scene.bounds
        var positions = starts
        for (index, point) in starts.enumerated() { try kiosk.pointer(.down, firstID + index, at: point, source: source) }
        for step in 1...max(steps, 1) {
            kiosk.wait(Self.frame)
            for index in starts.indices {
                let moved = starts[index] + offset(step, index)
                positions[index] = Vector2(min(max(moved.x, bounds.minX + 1), bounds.maxX - 1),
                                           min(max(moved.y, bounds.minY + 1), bounds.maxY - 1))
                try kiosk.pointer(.move, firstID + index, at: positions[index], source: source)
            }
        }
        kiosk.wait(Self.frame)
        for (index, point) in positions.enumerated() { try kiosk.pointer(.up, firstID + index, at: point, source: source) }
    }

    /// A wandering path of `steps` offsets from the start, `speed` px a frame, turning a little each frame.
    mutating func walk(steps: Int, speed: ClosedRange<Double>) -> [Vector2] {
        var heading = Double.random(in: 0..<(2 * .pi), using: &random)
        var point = Vector2.zero
        var path = [point]
        for _ in 0..<steps {
            heading += Double.random(in: -0.35...0.35, using: &random)
            point += Vector2(cos(heading), sin(heading)) * Double.random(in: speed, using: &random)
            path.append(point)
        }
        return path
    }
}
