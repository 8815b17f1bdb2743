/// Owns touches that land in the visible tray. The first movement beyond `traySlop` decides:
/// mostly upward on a thumbnail drags a new sprite of that image out (the sprite appears centred under
/// the finger and the touch is handed to sprite manipulation, so the drag continues without a jump);
/// anything else scrolls the strip, which coasts on with exponentially decaying momentum after a fling.
final class TrayRecognizer: GestureRecognizer {
    private(set) var state = RecognizerState.possible

    private enum Mode { case undecided, scrolling }

    private struct Grab {
        var start: Vector2
        var image: String?
        var mode = Mode.undecided
        var scrollStart = 0.0
        var velocity: VelocityTracker
    }

    private var grabs: [PointerID: Grab] = [:]

    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        engine.tray.isVisible && engine.tray.frame.contains(touch.position)
    }

    func touchBegan(_ touch: ActiveTouch, in engine: GestureEngine) {
        engine.accept(touch.id, by: self)
        engine.tray.momentum = nil
        grabs[touch.id] = Grab(start: touch.position, image: engine.tray.thumbnail(at: touch.position)?.image,
                               velocity: VelocityTracker(window: engine.configuration.velocityWindow))
        state = .possible
    }

    func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard var grab = grabs[touch.id] else { return }
        let travel = touch.position - grab.start
        if grab.mode == .undecided {
            guard travel.length > engine.configuration.recognizers.traySlop else { return }
            if let image = grab.image, -travel.y > abs(travel.x),
               let handle = engine.createSprite(image: image, at: touch.position) {
                grabs[touch.id] = nil
                state = .ended
                engine.hand(touch.id, to: engine.manipulation, target: .sprite(handle))
                return
            }
            // Only one finger scrolls the strip at a time; others just rest on it.
            guard !grabs.values.contains(where: { $0.mode == .scrolling }) else { return }
            grab.mode = .scrolling
            grab.scrollStart = engine.tray.scrollOffset
            state = .began
        }
        engine.tray.scroll(to: grab.scrollStart - travel.x)
        grab.velocity.add(Vector2(engine.tray.scrollOffset, 0), at: touch.time)
        grabs[touch.id] = grab
        state = .changed
    }

    func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let grab = grabs.removeValue(forKey: touch.id) else { return }
        state = cancelled ? .cancelled : .ended
        guard !cancelled, grab.mode == .scrolling else { return }
        let c = engine.configuration
        var velocity = grab.velocity.velocity(at: touch.time)
        let speed = velocity.length
        guard speed >= c.recognizers.trayMinimumFlingSpeed else { return }
        if speed > c.maximumThrowSpeed { velocity = velocity * (c.maximumThrowSpeed / speed) }
        engine.tray.momentum = InertiaAnimation(
            startTime: touch.time, startCenter: Vector2(engine.tray.scrollOffset, 0), velocity: velocity,
            decay: c.recognizers.trayScrollDecay, stopSpeed: c.inertiaStopSpeed)
    }

    func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        grabs[id] = nil
    }

    var animationEndTime: Double? { nil }  // the engine reads the tray's momentum itself

    func advance(to time: Double, in engine: GestureEngine) {
        guard let momentum = engine.tray.momentum else { return }
        let hitEnd = engine.tray.scroll(to: momentum.center(at: time).x)
        if hitEnd || time >= momentum.endTime { engine.tray.momentum = nil }
    }
}
