/// Turns pointer events into gestures on a scene of sprites: the core of TouchSandbox, usable on its own.
///
/// Every touch is hit-tested against the sprites' alpha masks when it lands (its `target`: a sprite or the
/// empty canvas, kept until it lifts), then offered to the recognisers in the order they were added. Those that
/// want it join the touch's arena, which settles who owns it: the first to accept, or the last not to reject,
/// wins (see `GestureRecognizer`). The recognisers report what they recognised through their own typed
/// callbacks; the engine itself keeps only the books: the touches, the arena, the clock and sprite animations.
///
/// Data flows one way: pointer event → engine → recognisers → scene. While the engine dispatches (applies an
/// event, fires its timers, or tells the recognisers about an edit), the recognisers work on a scene nobody else
/// changes: a recogniser moves the sprite of its own gesture at once (`setPose`), and every other edit asked of
/// the engine meanwhile — by a recogniser, or by an app acting on a report — waits in a queue and is applied, in
/// the order asked, as soon as the dispatch returns (see `GestureEngine+SpriteEdits.swift`). So no recogniser is
/// ever called back while it is in the middle of its own work, except by the arena it asked to settle.
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
/// An engine is used from one thread.
public final class GestureEngine {
    public internal(set) var scene: Scene
    public let configuration: EngineConfiguration
    /// The touches that are down, and what was refused.
    public var tracker: TouchTracker { touchTracker }
    /// The latest time seen, from events or `advance(to:)`.
    public var time: Double { latestTime }
    /// How far the timers and animations have been moved: `time`, except while they are held (`holdTimers`).
    public var timersTime: Double { timersMovedTo }
    /// While timers are held: the time up to which events are applied without moving them.
    public var timersHeldUntil: Double? { heldUntil }
    /// Every recogniser, in the order touches are offered to them.
    public var recognizers: [any GestureRecognizer] { members }

    // The books behind those. They are private, and read and written only by the engine's own code, which calls no
    // recogniser while it holds one: so the compiler checks their exclusive access once, when it builds the engine,
    // instead of on every access while it runs (most of them are read for every event).
    private var touchTracker: TouchTracker
    private var latestTime = 0.0
    private var timersMovedTo = 0.0
    private var heldUntil: Double?
    /// Replaced whole when one is added (rarely), never changed in place.
    private var members: [any GestureRecognizer] = []
    private var arena = GestureArena()
    /// Sprites easing to a pose and size (`animate`), by handle.
    private(set) var animations: [SpriteHandle: PoseAnimation] = [:]
    /// Edits asked while the engine dispatched, applied in order when the outermost dispatch returns.
    private var pendingEdits: [SpriteEdit] = []
    private var hasPendingEdits = false
    /// How deep the engine is in dispatching: a dispatch may start another (an arena decision tells the losers, an
    /// edit tells every recogniser).
    private var dispatchDepth = 0

    /// An engine whose recognisers are `recognizers`, offered every touch in that order. The default,
    /// `[ManipulationRecognizer()]`, lets fingers drag, pinch and rotate the sprites and nothing else.
    public init(scene: Scene, configuration: EngineConfiguration = .standard,
                recognizers: [any GestureRecognizer] = [ManipulationRecognizer()]) {
        self.scene = scene
        self.configuration = configuration
        touchTracker = TouchTracker(capacity: configuration.maximumTouches)
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

    /// Whether the engine is dispatching (applying an event, firing timers, telling the recognisers about an
    /// edit): edits asked now wait until it returns.
    public var isDispatching: Bool { dispatchDepth > 0 }

    /// The first recogniser of type `T`, for reading its state (`engine.recognizer(ManipulationRecognizer.self)`).
    public func recognizer<T: GestureRecognizer>(_ type: T.Type) -> T? {
        recognizers.lazy.compactMap { $0 as? T }.first
    }

    // MARK: Recognisers and the arena

    /// Adds a recogniser after the others; it is offered every touch that lands from now on.
    public func addRecognizer(_ recognizer: any GestureRecognizer) {
        guard member(recognizer) == nil else { return }
        members = members + [recognizer]
    }

    /// The entry's recogniser claims its touch: every other member of the touch's arena is told `touchRejected`.
    public func accept(_ entry: ArenaEntry) {
        guard arena.isCurrent(entry) else { return }
        dispatch {
            for loser in changeArena({ $0.accept(entry.member, for: entry.pointer) }) {
                members[loser].touchRejected(entry.pointer, in: self)
            }
        }
    }

    /// The entry's recogniser leaves its touch's arena; a last member left is told `touchAccepted`.
    public func reject(_ entry: ArenaEntry) {
        guard arena.isCurrent(entry) else { return }
        dispatch {
            if let winner = changeArena({ $0.reject(entry.member, for: entry.pointer) }) {
                members[winner].touchAccepted(entry.pointer, in: self)
            }
        }
    }

    /// Which recogniser owns a touch, once the arena has decided.
    public func owner(of id: PointerID) -> (any GestureRecognizer)? {
        arena.owner(of: id).map { members[$0] }
    }

    /// The entry's recogniser gives its touch to `recognizer` alone, with a new target, as if the touch had just
    /// landed where it is (a sprite dragged out of a tray takes over the finger that pulled it).
    public func handOver(_ entry: ArenaEntry, to recognizer: any GestureRecognizer, target: TouchTarget) {
        guard arena.isCurrent(entry), let member = member(recognizer),
              let index = touchTracker.index(of: entry.pointer) else { return }
        changeTracker { $0.retarget(at: index, to: target) }
        dispatch {
            for replaced in changeArena({ $0.hand(entry.pointer, to: member) }) { members[replaced].touchRejected(entry.pointer, in: self) }
            if let touch = touchTracker.touch(entry.pointer) {
                recognizer.touchBegan(touch, entry: ArenaEntry(pointer: entry.pointer, member: member,
                                                                             touchSerial: entry.touchSerial), in: self)
            }
        }
    }

    /// The entry's recogniser gives back a touch it won, without ending it (a long press whose sprite a second
    /// finger joins: the hold becomes part of a pinch). The touch's arena opens anew and the touch is offered to
    /// every other recogniser, in their order, as if it had just landed where it is now; its target is kept, and
    /// the entries handed out for it before resolve nothing any more. The recogniser giving it back is not offered
    /// it again and is told nothing more about it. From an entry that does not own its touch this is `reject`.
    public func giveBack(_ entry: ArenaEntry) {
        guard arena.isCurrent(entry) else { return }
        guard arena.owner(of: entry.pointer) == entry.member, touchTracker.index(of: entry.pointer) != nil else {
            reject(entry)
            return
        }
        changeArena { $0.open(entry.pointer) }
        dispatch { offer(entry.pointer, skipping: entry.member) }
    }

    func member(_ recognizer: any GestureRecognizer) -> Int? {
        members.firstIndex { $0 === recognizer }
    }

    // MARK: Changing the books

    // The touch tracker, the arena and the eases change on every event. Changed in place, each change would be an access that
    // the run-time check for overlapping access has to verify (it may grow an array, which the compiler cannot see through),
    // at about a sixth of the time per event. Instead each is moved out, changed as a local value and moved back:
    // both moves are accesses with nothing inside, which the compiler proves exclusive when it builds the engine.
    // A change calls nothing but the books' own methods, so nothing ever sees them moved out.

    /// What stands in the engine's place while its tracker is moved out (shared: making one would allocate).
    private static let trackerPlaceholder = TouchTracker(capacity: 1)

    @inline(__always)
    private func changeTracker<Result>(_ change: (inout TouchTracker) -> Result) -> Result {
        var tracker = Self.trackerPlaceholder
        swap(&tracker, &touchTracker)
        defer { swap(&tracker, &touchTracker) }
        return change(&tracker)
    }

    @inline(__always)
    func changeEases<Result>(_ change: (inout [SpriteHandle: PoseAnimation]) -> Result) -> Result {
        var eases = [SpriteHandle: PoseAnimation]()
        swap(&eases, &animations)
        defer { swap(&eases, &animations) }
        return change(&eases)
    }

    @inline(__always)
    private func changeArena<Result>(_ change: (inout GestureArena) -> Result) -> Result {
        var books = GestureArena()
        swap(&books, &arena)
        defer { swap(&books, &arena) }
        return change(&books)
    }

    // MARK: Dispatching

    /// Runs `body`, which tells recognisers something; edits asked meanwhile are applied when the outermost
    /// dispatch returns, in the order they were asked (what applying them sets off is dispatched the same way).
    @inline(__always)
    func dispatch(_ body: () -> Void) {
        dispatchDepth += 1
        body()
        dispatchDepth -= 1
        if dispatchDepth == 0 && hasPendingEdits { applyPendingEdits() }
    }

    /// Keeps an edit for when the outermost dispatch returns.
    func postpone(_ edit: SpriteEdit) {
        pendingEdits.append(edit)
        hasPendingEdits = true
    }

    private func applyPendingEdits() {
        dispatchDepth += 1
        var next = 0
        while next < pendingEdits.count {
            let edit = pendingEdits[next]
            next += 1
            apply(edit)
        }
        pendingEdits.removeAll(keepingCapacity: true)
        hasPendingEdits = false
        dispatchDepth -= 1
    }

    // MARK: Input

    /// Applies one pointer event; returns why it was refused, or nil when it was applied. The event passes the
    /// tracker's `TouchStreamNormalizer` first (a repeated down ends the earlier touch, strays are refused and
    /// counted); what comes out is applied in order.
    @discardableResult
    public func handle(_ event: PointerEvent) -> PointerRejection? {
        let input = changeTracker { $0.normalize(event) }
        if let ended = input.ended { apply(ended) }
        guard let clean = input.event else { return input.rejection }
        apply(clean)
        return nil
    }

    /// Applies an event of the normalised stream.
    @inline(__always)
    private func apply(_ event: PointerEvent) {
        // Held timers wait for every event up to the end of the backlog; an event after it releases them first.
        if let until = heldUntil, event.time > until { releaseTimers() }
        moveClock(to: event.time)
        // Each thing that happens to a touch is its own dispatch, so what one sets off is applied before the next.
        switch event.phase {
        case .down: dispatch { touchDown(event) }
        case .move: dispatch { touchMoved(event) }
        case .up:
            dispatch { applyLiftPosition(event) }
            dispatch { touchEnded(event.id, cancelled: false) }
        case .cancel: dispatch { touchEnded(event.id, cancelled: true) }
        }
    }

    /// Ends every touch without applying its last motion (focus lost, device gone). While the engine dispatches,
    /// this waits until it returns.
    public func cancelAll() {
        perform(.cancelAll)
    }

    /// Cancels the touches that landed on `handle`, except those `spared` owns. While the engine dispatches, this
    /// waits until it returns.
    public func cancelTouches(on handle: SpriteHandle, sparing spared: (any GestureRecognizer)? = nil) {
        perform(.cancelTouches(handle, sparing: spared.flatMap(member)))
    }

    func endAllTouches() {
        while let touch = touchTracker.touches.last {
            touchEnded(touch.id, cancelled: true)
        }
    }

    func endTouches(on handle: SpriteHandle, sparingMember sparedMember: Int?) {
        let holding = touchTracker.touches.filter { $0.target == .sprite(handle) && (sparedMember == nil || arena.owner(of: $0.id) != sparedMember) }
        for touch in holding { touchEnded(touch.id, cancelled: true) }
    }

    private func touchDown(_ event: PointerEvent) {
        let target: TouchTarget = scene.hitTest(event.position).map { .sprite($0) } ?? .canvas
        guard changeTracker({ $0.begin(event, target: target) }) else { return }
        changeArena { $0.open(event.id) }
        offer(event.id)
    }

    /// Offers a touch whose arena was just opened to the recognisers in order, until one owns it.
    private func offer(_ id: PointerID, skipping skipped: Int? = nil) {
        guard var touch = touchTracker.touch(id) else { return }
        touch.time = max(touch.time, latestTime)
        for (member, recognizer) in members.enumerated() where member != skipped {
            guard arena.owner(of: id) == nil, touchTracker.index(of: id) != nil else { break }
            guard recognizer.wantsTouch(touch, in: self) else { continue }
            changeArena { $0.join(member, for: id) }
            recognizer.touchBegan(touch, entry: ArenaEntry(pointer: id, member: member, touchSerial: arena.serial(of: id) ?? 0),
                                  in: self)
        }
    }

    private func touchMoved(_ event: PointerEvent) {
        guard let touch = changeTracker({ $0.move(event) }) else { return }
        let (version, present) = (arena.version, arena.members(of: event.id))
        for (position, member) in present.enumerated() {
            // A member that left since the move was first told (another took the touch) hears no more of it.
            if position > 0, arena.version != version, !arena.contains(member, for: event.id) { continue }
            members[member].touchMoved(touch, in: self)
        }
    }

    /// A finger may lift somewhere other than its last move (SDL's finger-up, a recording's `up` and a TUIO
    /// cursor's last `set` carry a position): that last stretch is applied as a move, with the touch's pressure, so
    /// what the finger held ends where it lifted. A non-finite lift position is ignored (the last known one stays).
    private func applyLiftPosition(_ event: PointerEvent) {
        guard event.position.isFinite, let touch = touchTracker.touch(event.id), touch.position != event.position else { return }
        var move = event
        move.phase = .move
        move.pressure = touch.pressure
        move.contactSize = nil
        touchMoved(move)
    }

    /// Lifts or cancels a touch at its last known position.
    private func touchEnded(_ id: PointerID, cancelled: Bool) {
        guard var touch = touchTracker.touch(id) else { return }
        touch.time = latestTime  // when it lifted; the position stays the last known one
        for member in arena.members(of: id) where arena.contains(member, for: id) {
            members[member].touchEnded(touch, cancelled: cancelled, in: self)
        }
        changeArena { $0.close(id) }
        if let index = touchTracker.index(of: id) { changeTracker { _ = $0.end(at: index, cancelled: cancelled) } }
    }

    // MARK: Time

    /// Moves timers and animations forward to `time` (seconds, the events' clock). Earlier times are ignored.
    /// Reaching the end of a hold (`holdTimers`) releases the timers.
    public func advance(to newTime: Double) {
        if let until = heldUntil, newTime.isFinite, newTime >= until { releaseTimers() }
        moveClock(to: newTime)
    }

    /// Input read late is about to be applied: until `releaseTimers()` (or time passing `until`, the latest time
    /// any of that input carries), events move the clock but no timer fires and no animation moves. The timers
    /// due up to now have fired already; those due later wait until every waiting event was applied, so a finger
    /// that moved during a stall drags rather than long-presses. Ignored unless `until` is after now.
    public func holdTimers(until: Double) {
        guard until.isFinite, until > latestTime else { return }
        heldUntil = until
    }

    /// Ends a hold: the timers that fell due during it fire now, after the input that waited, then animations move on.
    public func releaseTimers() {
        guard heldUntil != nil else { return }
        heldUntil = nil
        fireTimers()
    }

    private func moveClock(to newTime: Double) {
        guard newTime.isFinite, newTime > latestTime else { return }
        latestTime = newTime
        if heldUntil == nil { fireTimers() }
    }

    /// The recognisers' timers first (what they report is acted on before anything moves), then the eases.
    private func fireTimers() {
        let now = latestTime
        timersMovedTo = now
        dispatch {
            for recognizer in members { recognizer.advance(to: now, in: self) }
        }
        dispatch { advanceAnimations() }
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
