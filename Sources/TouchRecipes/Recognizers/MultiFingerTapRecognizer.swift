import TouchEngine

/// Recognises two-, three- and four-finger taps (Hammer.js's tap with `pointers`, Qt's tap with several touch
/// points): fingers that land together, stay still and lift soon, reported once the last one lifts with how many
/// were down at once.
///
/// Rules (thresholds in `RecipeConfiguration`):
/// - the fingers of one tap land within `multiFingerTapLandingWindow` of the first; a finger landing later, one
///   travelling more than `multiFingerTapSlop`, or the first landing to last lift taking longer than
///   `multiFingerTapMaximumDuration` ends the attempt: the recogniser leaves every arena it joined and starts no
///   new attempt until those fingers have lifted;
/// - while two or more fingers make a possible tap, each one that lifts is claimed (so the single-finger tap
///   recogniser does not report each finger as a tap of its own, and a sprite under them keeps its place);
/// - one finger alone is never its gesture: it leaves that finger's arena at the lift;
/// - 2 to `multiFingerTapMaximumFingers` fingers; more (five are the kiosk's exit hold) make no tap.
/// It joins every touch, on sprites and on the canvas, so it must be added before the recognisers that would
/// claim the touch (the single tap).
public final class MultiFingerTapRecognizer: GestureRecognizer {
    public var state: RecognizerState { currentState }
    private var currentState = RecognizerState.possible
    /// A recognised tap: how many fingers, where (the centroid of their landings), and what the first landed on.
    public struct Tap: Equatable, Sendable {
        public var fingers: Int
        public var position: Vector2
        public var target: TouchTarget
    }

    public var onTap: ((Tap) -> Void)?
    private let configuration: RecipeConfiguration

    private struct Finger {
        var id: PointerID
        var start: Vector2
        var entry: ArenaEntry
        var lifted = false
    }

    /// The fingers of the tap being made, in the order they landed.
    private var fingers: [Finger] = []
    private var firstLanding = 0.0
    private var target = TouchTarget.canvas
    /// Fingers of a failed attempt, still down: no new attempt starts until they have lifted (their arenas were
    /// left, so their lifts are not reported here; `engine.touches` says when they are gone).
    private var ignored: Set<PointerID> = []

    public init(configuration: RecipeConfiguration = RecipeConfiguration()) {
        self.configuration = configuration
    }

    /// Joins a touch that can still be part of a tap. The decision is made here, not by leaving the arena in
    /// `touchBegan`: leaving at once could leave a single member that then wins the touch before the others
    /// (the single tap, manipulation) were even offered it.
    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        if !ignored.isEmpty { ignored = ignored.filter { id in engine.touches.contains { $0.id == id && $0.id != touch.id } } }
        if fingers.isEmpty { return ignored.isEmpty }
        if touch.startTime - firstLanding > configuration.multiFingerTapLandingWindow
            || fingers.count >= configuration.multiFingerTapMaximumFingers {
            // A finger landing late, or one too many: the fingers down are no tap.
            fail(in: engine)
            ignored.insert(touch.id)
            return false
        }
        return true
    }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        if fingers.isEmpty {
            firstLanding = touch.startTime
            target = touch.target
            currentState = .possible
        }
        fingers.append(Finger(id: touch.id, start: touch.startPosition, entry: entry))
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let finger = fingers.first(where: { $0.id == touch.id }) else { return }
        if touch.position.distance(to: finger.start) > configuration.multiFingerTapSlop
            || touch.time - firstLanding > configuration.multiFingerTapMaximumDuration {
            fail(in: engine)
        }
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let index = fingers.firstIndex(where: { $0.id == touch.id }) else { return }
        if cancelled || touch.position.distance(to: fingers[index].start) > configuration.multiFingerTapSlop
            || touch.time - firstLanding > configuration.multiFingerTapMaximumDuration {
            fail(in: engine)
            return
        }
        if fingers.count < 2 {
            // One finger alone, lifting: a single tap or a stroke, not this gesture.
            let entry = fingers[index].entry
            fingers.removeAll()
            currentState = .failed
            engine.reject(entry)
            return
        }
        fingers[index].lifted = true
        engine.accept(fingers[index].entry)
        guard fingers.allSatisfy(\.lifted) else { return }
        let centre = fingers.reduce(Vector2.zero) { $0 + $1.start } / Double(fingers.count)
        let tap = Tap(fingers: fingers.count, position: centre, target: target)
        fingers.removeAll()
        currentState = .ended
        onTap?(tap)
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        // Another recogniser took a finger (the tray, a long press): the attempt is over.
        guard fingers.contains(where: { $0.id == id }) else { return }
        fingers.removeAll { $0.id == id }
        fail(in: engine)
    }

    /// Leaves the arena of every finger of the attempt still down and ignores them until they have lifted.
    private func fail(in engine: GestureEngine) {
        currentState = .failed
        let down = fingers.filter { !$0.lifted }
        fingers.removeAll()
        for finger in down {
            ignored.insert(finger.id)
            engine.reject(finger.entry)
        }
    }
}
