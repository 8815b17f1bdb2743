import Foundation
import TouchEngine
import TouchRecipes

/// The recipes that need a look at the sandbox before, during or after the touches.
extension KioskVisitor {
    /// Two or three fingers on one sprite spread and turn it.
    mutating func turn(fingers: Int, _ kiosk: ScriptedKiosk) throws -> Bool {
        guard let (handle, point) = somePicture(kiosk) else { return false }
        let spread = Double.random(in: 10...18, using: &random)
        let starts = (0..<fingers).map { point + Vector2(cos(Double($0) * 2 * .pi / Double(fingers)), sin(Double($0) * 2 * .pi / Double(fingers))) * spread }
        guard starts.allSatisfy({ Self.sprite(at: $0, in: kiosk.sandbox.scene) == handle }) else { return false }
        let steps = Int.random(in: 30...70, using: &random)
        let grow = Double.random(in: -0.4...0.8, using: &random), angle = Double.random(in: -0.8...0.8, using: &random)
        try stroke(starts, steps: steps, kiosk) { step, finger in
            let t = Double(step) / Double(steps)
            let radial = starts[finger] - point
            return radial.rotated(by: angle * t) * (1 + grow * t) - radial
        }
        return true
    }

    /// A long press opens the menu; one of its items is chosen (or the menu is dismissed by a touch elsewhere).
    mutating func menu(_ kiosk: ScriptedKiosk) throws -> Bool {
        guard let (handle, point) = somePicture(kiosk) else { return false }
        try hold([point], seconds: 0.7, kiosk)
        guard let menu = kiosk.sandbox.menu, menu.sprite == handle else { return false }
        kiosk.wait(0.4)
        let wanted: [MenuAction] = [.duplicate, .duplicate, .duplicate, .delete, .delete, .lock, .bringToFront, .reset]
        let action = Int.random(in: 0..<10, using: &random) == 0 ? nil : wanted.randomElement(using: &random)
        if let action, let item = menu.items.first(where: { $0.action == action || (action == .lock && $0.action == .unlock) }) {
            try tap(at: item.rect.center, kiosk)
        } else if let elsewhere = emptyPoint(kiosk) {
            try tap(at: elsewhere, kiosk)
        }
        return kiosk.sandbox.menu == nil
    }

    /// One finger draws a circle on the canvas; when it selected sprites, one of them is dragged (taking the rest).
    mutating func circle(_ kiosk: ScriptedKiosk) throws -> Bool {
        let radius = Double.random(in: 45...90, using: &random)
        guard let landing = emptyPoint(margin: 2 * radius + 10, kiosk) else { return false }
        let center = landing - Vector2(radius, 0)
        let samples = Int.random(in: 36...60, using: &random)
        let turn = Double.random(in: 1.9...2.1, using: &random) * .pi * (Bool.random(using: &random) ? 1 : -1)
        try stroke([landing], steps: samples, kiosk) { step, _ in
            let angle = turn * Double(step) / Double(samples)
            return center + Vector2(cos(angle), sin(angle)) * radius - landing
        }
        kiosk.wait(0.3)
        if let selected = kiosk.sandbox.selection.sorted().first, let point = grabPoint(on: selected, kiosk) {
            let path = walk(steps: 40, speed: 2...4)
            try stroke([point], steps: path.count - 1, kiosk) { step, _ in path[step] }
        }
        return true
    }

    /// Paint mode on (by key or its button), a few strokes, the paint sometimes cleared, paint mode off.
    mutating func paint(_ kiosk: ScriptedKiosk) throws -> Bool {
        try setPaintMode(true, kiosk)
        for finger in 0..<Int.random(in: 1...3, using: &random) {
            guard let start = emptyPoint(kiosk) else { break }
            let path = walk(steps: Int.random(in: 40...140, using: &random), speed: 2...6)
            try stroke([start], steps: path.count - 1, firstID: 1 + finger, kiosk) { step, _ in path[step] }
            kiosk.wait(0.2)
        }
        if Int.random(in: 0..<3, using: &random) == 0 { try kiosk.control(.key(.clearPaint)) }
        if Int.random(in: 0..<4, using: &random) != 0 { try setPaintMode(false, kiosk) }
        return true
    }

    private mutating func setPaintMode(_ on: Bool, _ kiosk: ScriptedKiosk) throws {
        guard kiosk.sandbox.paintMode != on else { return }
        if Bool.random(using: &random), let (_, point) = control(.paint, kiosk) {
            try tap(at: point, kiosk)
        } else {
            try kiosk.control(.key(.paint))
        }
    }

    /// A thumbnail dragged up out of the tray (a new sprite that follows the finger), or the strip flung sideways.
    mutating func tray(dragOut: Bool, _ kiosk: ScriptedKiosk) throws -> Bool {
        let tray = kiosk.sandbox.tray
        guard kiosk.sandbox.isTrayVisible, kiosk.sandbox.menu == nil else { return false }
        let visible = tray.thumbnails.filter { tray.frame.contains($0.rect.center) }
        guard let thumbnail = visible.randomElement(using: &random) else { return false }
        let start = thumbnail.rect.center
        if dragOut {
            let rise = Double.random(in: 150...400, using: &random), drift = Double.random(in: -120...120, using: &random)
            try stroke([start], steps: 40, kiosk) { step, _ in Vector2(drift, -rise) * (Double(step) / 40) }
        } else {
            let sweep = Double.random(in: 120...300, using: &random) * (Bool.random(using: &random) ? 1 : -1)
            try stroke([start], steps: 12, kiosk) { step, _ in Vector2(sweep * Double(step) / 12, 0) }
        }
        return true
    }

    /// A resizable sprite's corner handle dragged.
    mutating func resize(_ kiosk: ScriptedKiosk) throws -> Bool {
        let handles = kiosk.sandbox.resizeHandles.filter { isOpen($0.center, kiosk) && kiosk.sandbox.scene.bounds.contains($0.center) }
        guard let grip = handles.randomElement(using: &random) else { return false }
        let change = Vector2(Double.random(in: -40...60, using: &random), Double.random(in: -40...60, using: &random))
        try stroke([grip.center], steps: 30, kiosk) { step, _ in change * (Double(step) / 30) }
        return true
    }

    /// Three fingers on the canvas swipe the same way together (the background changes).
    mutating func swipe(_ kiosk: ScriptedKiosk) throws -> Bool {
        guard let first = emptyPoint(margin: 200, kiosk) else { return false }
        let starts = [first, first + Vector2(0, 40), first + Vector2(0, 80)]
        guard starts.allSatisfy({ Self.sprite(at: $0, in: kiosk.sandbox.scene) == nil && isOpen($0, kiosk) }) else { return false }
        let direction = [Vector2(1, 0), Vector2(-1, 0), Vector2(0, -1), Vector2(0, 1)].randomElement(using: &random)!
        try stroke(starts, steps: 20, kiosk) { step, _ in direction * (170 * Double(step) / 20) }
        return true
    }
}
