/// Turns pointer events into gestures on a scene of sprites: the core of TouchSandbox, usable on its own.
///
/// Every touch is hit-tested against the sprites' alpha masks when it lands (its `target`: a sprite or the
/// empty canvas, kept until it lifts), then offered to the recognisers in the order they were added. Those that
/// want it join the touch's arena, which settles who owns it: the first to accept, or the last not to reject,
/// wins (see `GestureRecognizer`). The recognisers report what they recognised through their own typed
/// callbacks; the engine itself keeps only the books: the touches, the arena, the clock and sprite animations.
///
/// Time comes only from the events and from `advance(to:)`, so the same events always give the same scene. An
/// app that sleeps between events calls `advance(to:)` at `nextDeadline`, so a long press or a single tap is
/// recognised without further input, and keeps drawing frames while `isAnimating`.
///
/// Input that waited unread is applied before the timers it may precede: an app that was busy and reads a
/// backlog of events at once (stamped when they were read, not when they happened) calls `holdTimers(until:)`
/// before applying them, so a long press due during the stall does not fire ahead of the moves that would have
/// cancelled it, and `releaseTimers()` after them.
///
/// ```swift
/// let taps = TapRecognizer()
/// taps.onTap = { tap in print("\(tap.count)× tap at \(tap.position)") }
/// let engine = GestureEngine(scene: scene, recognizers: [taps, ManipulationRecognizer()])
/// engine.handle(PointerEvent(.down, id: 1, x: 300, y: 200, time: 0))
/// ```
///
/// An engine is used from one thread. Its hot fields are read and written on every event; they are marked
/// `@exclusivity(unchecked)` because the run-time exclusivity check costs about a sixth of the time per event,
/// and every access to them is instantaneous: no access stays open across a call into a recogniser or a callback
/// (the arena returns whom to tell, and the engine tells them afterwards), so no two accesses can overlap.
public final class GestureEngine {
    @exclusivity(unchecked) public internal(set) var scene: Scene
    public let configuration: EngineConfiguration
    @exclusivity(unchecked) public private(set) var tracker: TouchTracker
    /// The latest time seen, from events or `advance(to:)`.
    @exclusivity(unchecked) public private(set) var time: Double = 0
    /// How far the timers and animations have been moved: `time`, except while they are held (`holdTimers`).
    @exclusivity(unchecked) public private(set) var timersTime: Double = 0
    /// While timers are held: the time up to which events are applied without moving them.
    @exclusivity(unchecked) public private(set) var timersHeldUntil: Double?
    /// Every recogniser, in the order touches are offered to them.
    @exclusivity(unchecked) public private(set) var recognizers: [any GestureRecognizer]
    @exclusivity(unchecked) var arena = GestureArena()
    /// Sprites easing to a pose and size (`animate`), by handle.
    @exclusivity(unchecked) var animations: [SpriteHandle: PoseAnimation] = [:]

    /// An engine whose recognisers are `recognizers`, offered every touch in that order. The default,
    /// `[ManipulationRecognizer()]`, lets fingers drag, pinch and rotate the sprites and nothing else.
    public init(scene: Scene, configuration: EngineConfiguration = .standard,
                recognizers: [any GestureRecognizer] = [ManipulationRecognizer()]) {
        self.scene = scene
        self.configuration = configuration
        self.recognizers = []
        tracker = TouchTracker(capacity: configuration.maximumTouches)
        for recognizer in recognizers { addRecognizer(recognizer) }
    }

    // MARK: Reading

    public var statistics: TouchStatistics { tracker.statistics }
    public var touches: [ActiveTouch] { tracker.touches }

    /// Whether something moves without input (a glide, an ease, a coasting strip), so the app keeps drawing frames.
    public var isAnimating: Bool {
        !animations.isEmpty || recognizers.contains { $0.animationEndTime != nil }
    }

    /// The next time a recogniser must act without input, for an app that sleeps between events: call
    /// `advance(to:)` then. Nil when nothing is pending.
    public var nextDeadline: Double? {
        recognizers.compactMap(\.nextDeadline).min()
    }

    /// The first recogniser of type `T`, for reading its state (`engine.recognizer(ManipulationRecognizer.self)`).
    public func recognizer<T: GestureRecognizer>(_ type: T.Type) -> T? {
        recognizers.lazy.compactMap { $0 as? T }.first
    }

    // MARK: Recognisers and the arena

    /// Adds a recogniser after the others; it is offered every touch that lands from now on.
    public func addRecognizer(_ recognizer: any GestureRecognizer) {
        guard member(recognizer) == nil else { return }
        recognizers.append(recognizer)
    }

    /// The entry's recogniser claims its touch: every other member of the touch's arena is told `touchRejected`.
    public func accept(_ entry: ArenaEntry) {
        guard arena.isCurrent(entry) else { return }
        for loser in arena.accept(entry.member, for: entry.pointer) {
            recognizers[loser].touchRejected(entry.pointer, in: self)
        }
    }

    /// The entry's recogniser leaves its touch's arena; a last member left is told `touchAccepted`.
    public func reject(_ entry: ArenaEntry) {
        guard arena.isCurrent(entry) else { return }
        if let winner = arena.reject(entry.member, for: entry.pointer) {
            recognizers[winner].touchAccepted(entry.pointer, in: self)
        }
    }

    /// Which recogniser owns a touch, once the arena has decided.
    public func owner(of id: PointerID) -> (any GestureRecognizer)? {
        arena.owner(of: id).map { recognizers[$0] }
    }

    /// The entry's recogniser gives its touch to `recognizer` alone, with a new target, as if the touch had just
    /// landed where it is (a sprite dragged out of a tray takes over the finger that pulled it).
    public func handOver(_ entry: ArenaEntry, to recognizer: any GestureRecognizer, target: TouchTarget) {
        guard arena.isCurrent(entry), let member = member(recognizer),
              let index = tracker.index(of: entry.pointer) else { return }
        tracker.retarget(at: index, to: target)
        for replaced in arena.hand(entry.pointer, to: member) { recognizers[replaced].touchRejected(entry.pointer, in: self) }
        if let index = tracker.index(of: entry.pointer) {
            recognizer.touchBegan(tracker.touches[index], entry: ArenaEntry(pointer: entry.pointer, member: member,
                                                                         touchSerial: entry.touchSerial), in: self)
        }
    }

    /// The entry's recogniser gives back a touch it won, without ending it (a long press whose sprite a second
    /// finger joins: the hold becomes part of a pinch). The touch's arena opens anew and the touch is offered to
    /// every other recogniser, in their order, as if it had just landed where it is now; its target is kept, and
    /// the entries handed out for it before resolve nothing any more. The recogniser giving it back is not offered
    /// it again and is told nothing more about it. From an entry that does not own its touch this is `reject`.
    public func giveBack(_ entry: ArenaEntry) {
        guard arena.isCurrent(entry) else { return }
        guard arena.owner(of: entry.pointer) == entry.member, tracker.index(of: entry.pointer) != nil else {
            reject(entry)
            return
        }
        arena.open(entry.pointer)
        offer(entry.pointer, skipping: entry.member)
    }

    private func member(_ recognizer: any GestureRecognizer) -> Int? {
        recognizers.firstIndex { $0 === recognizer }
    }

    // MARK: Input

    /// Applies one pointer event; returns why it was refused, or nil when it was applied.
    @discardableResult
    public func handle(_ event: PointerEvent) -> PointerRejection? {
        if let rejection = tracker.admit(event) { return rejection }
        // Held timers wait for every event up to the end of the backlog; an event after it releases them first.
        if let until = timersHeldUntil, event.time > until { releaseTimers() }
        moveClock(to: event.time)
        switch event.phase {
        case .down: touchDown(event)
        case .move: touchMoved(event)
        case .up:
            applyLiftPosition(event)
            touchEnded(event.id, cancelled: false)
        case .cancel: touchEnded(event.id, cancelled: true)
        }
        return nil
    }

    /// Ends every touch without applying its last motion (focus lost, device gone).
    public func cancelAll() {
        while let touch = tracker.touches.last {
            touchEnded(touch.id, cancelled: true)
        }
    }

    /// Cancels the touches that landed on `handle`, except those `spared` owns.
    public func cancelTouches(on handle: SpriteHandle, sparing spared: (any GestureRecognizer)? = nil) {
        let sparedMember = spared.flatMap(member)
        let holding = tracker.touches.filter { $0.target == .sprite(handle) && (sparedMember == nil || arena.owner(of: $0.id) != sparedMember) }
        for touch in holding { touchEnded(touch.id, cancelled: true) }
    }

    private func touchDown(_ event: PointerEvent) {
        if tracker.index(of: event.id) != nil {
            // A second down for a touch already down: the lost up comes first.
            touchEnded(event.id, cancelled: false)
        }
        let target: TouchTarget = scene.hitTest(event.position).map { .sprite($0) } ?? .canvas
        guard tracker.begin(event, target: target) else { return }
        arena.open(event.id)
        offer(event.id)
    }

    /// Offers a touch whose arena was just opened to the recognisers in order, until one owns it.
    private func offer(_ id: PointerID, skipping skipped: Int? = nil) {
        guard var touch = tracker.touch(id) else { return }
        touch.time = max(touch.time, time)
        for (member, recognizer) in recognizers.enumerated() where member != skipped {
            guard arena.owner(of: id) == nil, tracker.index(of: id) != nil else { break }
            guard recognizer.wantsTouch(touch, in: self) else { continue }
            arena.join(member, for: id)
            recognizer.touchBegan(touch, entry: ArenaEntry(pointer: id, member: member, touchSerial: arena.serial(of: id) ?? 0),
                                  in: self)
        }
    }

    private func touchMoved(_ event: PointerEvent) {
        guard let index = tracker.index(of: event.id) else { return }
        tracker.move(at: index, event)
        let touch = tracker.touches[index]
        let version = arena.version
        for member in arena.members(of: event.id) where arena.version == version || arena.contains(member, for: event.id) {
            recognizers[member].touchMoved(touch, in: self)
        }
    }

    /// A finger may lift somewhere other than its last move (SDL's finger-up, a recording's `up` and a TUIO
    /// cursor's last `set` carry a position): that last stretch is applied as a move, with the touch's pressure, so
    /// what the finger held ends where it lifted. A non-finite lift position is ignored (the last known one stays).
    private func applyLiftPosition(_ event: PointerEvent) {
        guard event.position.isFinite, let touch = tracker.touch(event.id), touch.position != event.position else { return }
        var move = event
        move.phase = .move
        move.pressure = touch.pressure
        move.contactSize = nil
        touchMoved(move)
    }

    /// Lifts or cancels a touch at its last known position.
    private func touchEnded(_ id: PointerID, cancelled: Bool) {
        guard let index = tracker.index(of: id) else { return }
        var touch = tracker.touches[index]
        touch.time = time  // when it lifted; the position stays the last known one
        for member in arena.members(of: id) where arena.contains(member, for: id) {
            recognizers[member].touchEnded(touch, cancelled: cancelled, in: self)
        }
        arena.close(id)
        if let index = tracker.index(of: id) { tracker.end(at: index, cancelled: cancelled) }
    }

    // MARK: Time

    /// Moves timers and animations forward to `time` (seconds, the events' clock). Earlier times are ignored.
    /// Reaching the end of a hold (`holdTimers`) releases the timers.
    public func advance(to newTime: Double) {
        if let until = timersHeldUntil, newTime.isFinite, newTime >= until { releaseTimers() }
        moveClock(to: newTime)
    }

    /// Input read late is about to be applied: until `releaseTimers()` (or time passing `until`, the latest time
    /// any of that input carries), events move the clock but no timer fires and no animation moves. The timers
    /// due up to now have fired already; those due later wait until every waiting event was applied, so a finger
    /// that moved during a stall drags rather than long-presses. Ignored unless `until` is after now.
    public func holdTimers(until: Double) {
        guard until.isFinite, until > time else { return }
        timersHeldUntil = until
    }

    /// Ends a hold: the timers that fell due during it fire now, after the input that waited, then animations move on.
    public func releaseTimers() {
        guard timersHeldUntil != nil else { return }
        timersHeldUntil = nil
        fireTimers()
    }

    private func moveClock(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        time = newTime
        if timersHeldUntil == nil { fireTimers() }
    }

    private func fireTimers() {
        timersTime = time
        for recognizer in recognizers { recognizer.advance(to: time, in: self) }
        advanceAnimations()
    }

    /// Runs every pending timer (a single tap waiting out the double-tap window, a long press) and every
    /// animation to its end, as if the app kept running untouched.
    public func settle() {
        releaseTimers()
        var rounds = 0
        while let deadline = nextDeadline, rounds < 64 {
            advance(to: max(deadline, time.nextUp))
            rounds += 1
        }
        let ends = recognizers.compactMap(\.animationEndTime) + animations.values.map(\.endTime)
        advance(to: ends.max() ?? time)
    }
}
