import TouchEngine

/// Turns the app's touches into TUIO 1.1 `/tuio/2Dcur` bundles, or TUIO 2.0 `/tuio2/frm`, `/tuio2/ptr`, `/tuio2/alv`
/// ones (`version`), one frame per app frame in which touches changed.
///
/// Feed it every pointer event the app applies (`apply`), then call `frame(at:windowWidth:windowHeight:)` once per
/// app frame and send each datagram it returns; when the app ends, send `closingFrame(at:...)` (twice, a moment
/// apart: UDP may lose one). The rules it keeps:
/// - each touch gets a fresh session id when it goes down (counting up from 1, never reused while the sender
///   lives, as TUIO asks), so a lift and a new touch with the same pointer id are two cursors to a receiver;
/// - a touch lifts in two frames: the first still lists it alive and sends the position it lifted at, the next
///   leaves it out of `alive`. A cursor is never set and removed in the same bundle (the reference TUIO clients
///   crash on that). A touch that lifts where it was last sent leaves `alive` in the next frame at once;
/// - a touch that went down and up between two frames is still sent: alive in the next frame, gone in the one after;
/// - positions are normalised to the window (0...1, origin top-left); velocity (window sizes per second) and motion
///   acceleration (per second squared) come from the events' own times over `motionWindow` (`TUIOMotionEstimator`),
///   as the reference server computes them but independent of how events were merged into frames;
/// - `fseq` grows by one per frame sent from `firstFrame`, a per-run value the app takes from the clock (so a
///   client does not drop a restarted sender's frames as late); after 2^31-1 it starts again at 1. When the last
///   touch lifts, the frame has an empty `alive`;
/// - while touches are down and still, the frame is sent again every `keepAliveInterval`;
/// - TUIO 2.0 (`TUIO2BundleWriter`): `frm` first (frame id as `fseq` above, the time tag `timeTagOrigin` + time, the
///   window as `width << 16 | height`, the source), then a `ptr` for each touch that changed since it was last sent
///   (every touch in a keep-alive frame) with its pressure, its radius (half its contact size, in window widths) and
///   its type (`TUIOVersion.pointerType`), then `alv`. The lift-off and closing-frame rules are the same.
/// Same events and times in: same bytes out.
public struct TUIOSender: Sendable {
    public let sourceName: String
    public let version: TUIOVersion
    public let configuration: TUIOSenderConfiguration
    /// TUIO 2.0 time tags: seconds since 1900-01-01 (NTP's epoch) at time 0 of the times given to `frame(at:)`.
    public var timeTagOrigin: Double
    /// The `fseq` of the last frame sent; `firstFrame - 1` before the first.
    public private(set) var frameSequence: Int32

    private struct Touch: Sendable {
        var pointer: PointerID
        var session: Int32
        /// Window pixels, the latest the app reported.
        var position: Vector2
        var source: PointerSource
        var pressure: Double
        /// Window pixels, when the device reports it.
        var contactSize: Double?
        var motion: TUIOMotionEstimator
        /// Changed since it was last sent (TUIO 2.0 sends only those).
        var changedSinceSent = true
        /// Lifted: sent once more (alive, at the position it lifted at), then removed.
        var lifted = false
        /// Window pixels, as last sent; nil before the first frame that carried it.
        var sentPosition: Vector2?
    }

    private var touches: [Touch] = []
    /// Every event passes it first, so what `take` sees is consistent.
    private var stream = TouchStreamNormalizer()
    private var nextSession: Int32 = 1
    private var changed = false
    private var lastSentTime: Double?
    private var repeatEmptyFrame = false

    /// `sourceName` is what receivers see in the `source` message (TUIO 1.1 suggests `name@address`);
    /// NUL characters, which OSC strings cannot hold, are removed. `firstFrame` is the first frame's `fseq`
    /// (`perRunFirstFrame` in an app; 1 where bytes must repeat).
    public init(sourceName: String, version: TUIOVersion = .tuio11, firstFrame: Int32 = 1, timeTagOrigin: Double = 0,
                configuration: TUIOSenderConfiguration = TUIOSenderConfiguration()) {
        self.sourceName = String(sourceName.unicodeScalars.filter { $0 != "\0" })
        self.version = version
        self.configuration = configuration
        self.timeTagOrigin = timeTagOrigin
        frameSequence = max(firstFrame, 1) - 1
    }

    /// Seconds from NTP's epoch (1900) to the Unix epoch (1970), for `timeTagOrigin`.
    public static let unixEpochSince1900 = 2_208_988_800.0

    /// The app's source name on `host`: `touch-sandbox@HOST`.
    public static func sourceName(host: String) -> String { "touch-sandbox@\(host)" }

    /// A first frame number that grows with the wall clock (`unixSeconds`, e.g. `Date().timeIntervalSince1970`):
    /// milliseconds, wrapping after 24.8 days. A sender restarted later starts above where the last run ended
    /// unless that run sent more than a thousand frames a second; the reference clients drop a frame as late
    /// only when it is at most 100 below the last, so even a wrap is followed at once.
    public static func perRunFirstFrame(unixSeconds: Double) -> Int32 {
        guard unixSeconds.isFinite, unixSeconds > 0 else { return 1 }
        let milliseconds = (unixSeconds * 1000).rounded(.down).truncatingRemainder(dividingBy: Double(Int32.max - 1))
        // A clock so far out that the product overflows gives NaN here: start at 1, as for no clock.
        return Int32(checking: milliseconds).map { $0 + 1 } ?? 1
    }

    /// Touches the sender holds (down, or lifted and not yet sent).
    public var touchCount: Int { touches.count }

    /// Whether the next `frame(at:)` sends something without waiting for a keep-alive: touches changed, or a frame
    /// still listed lifted touches.
    public var hasPendingChanges: Bool { changed }

    /// Takes one of the app's pointer events into the next frame. Events pass a `TouchStreamNormalizer` first: a
    /// second down for a pointer ends the first touch (it lifts where it was), a move or lift for a pointer that is
    /// not down and a down or move at a non-finite place are ignored, and a lift at a non-finite place lifts where the
    /// touch was.
    public mutating func apply(_ event: PointerEvent) {
        let input = stream.normalize(event)
        if let ended = input.ended { take(ended) }
        if let clean = input.event { take(clean) }
    }

    /// Takes an event of the normalised stream.
    private mutating func take(_ event: PointerEvent) {
        let index = touches.firstIndex { $0.pointer == event.id && !$0.lifted }
        switch event.phase {
        case .down:
            let pressure = event.pressure.isFinite ? min(max(event.pressure, 0), 1) : 1
            var touch = Touch(pointer: event.id, session: nextSession, position: event.position, source: event.source,
                              pressure: pressure, contactSize: event.contactSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil },
                              motion: TUIOMotionEstimator(window: configuration.motionWindow))
            touch.motion.add(time: event.time, position: event.position, pressure: pressure)
            touches.append(touch)
            nextSession = nextSession == .max ? 1 : nextSession + 1
        case .move:
            guard let index else { return }
            let pressure = event.pressure.isFinite ? min(max(event.pressure, 0), 1) : 1
            touches[index].position = event.position
            touches[index].pressure = pressure
            if let size = event.contactSize, size.isFinite, size > 0 { touches[index].contactSize = size }
            touches[index].changedSinceSent = true
            touches[index].motion.add(time: event.time, position: event.position, pressure: pressure)
        case .up:
            guard let index else { return }
            lift(index, at: event.position, time: event.time)
        case .cancel:
            guard let index else { return }
            lift(index, at: nil, time: event.time)
        }
        changed = true
    }

    /// When `frame(at:)` next has something to send without any new event: at once after a frame that still
    /// listed lifted touches (they leave `alive` in the next one), else the keep-alive repeat of touches held still
    /// or the second empty frame after the last lift; nil when nothing is pending.
    public var nextDeadline: Double? {
        guard let lastSentTime else { return nil }
        if changed { return lastSentTime }
        guard !touches.isEmpty || repeatEmptyFrame else { return nil }
        return lastSentTime + configuration.keepAliveInterval
    }

    /// The datagrams of this frame: none when nothing changed since the last frame sent and no refresh is due,
    /// or when the window size is not positive.
    public mutating func frame(at time: Double, windowWidth: Double, windowHeight: Double) -> [[UInt8]] {
        guard Self.isUsable(windowWidth, windowHeight) else { return [] }
        if !changed {
            guard let last = lastSentTime, !touches.isEmpty || repeatEmptyFrame,
                  time - last >= configuration.keepAliveInterval else { return [] }
        }
        let size = Vector2(windowWidth, windowHeight)
        let packets: [[UInt8]]
        let listsLifted = touches.contains { $0.lifted }
        switch version {
        case .tuio11:
            var cursors: [TUIOBundleWriter.CursorState] = []
            cursors.reserveCapacity(touches.count)
            for touch in touches { cursors.append(state(of: touch, at: time, window: size)) }
            packets = TUIOBundleWriter.packets(source: sourceName, cursors: cursors, frameSequence: nextFrameSequence(),
                                               maximumPacketBytes: configuration.maximumPacketBytes)
        case .tuio20:
            // A keep-alive frame (nothing changed) sends every pointer, so a receiver that joined late has them all.
            let sendsAll = !changed
            let pointers = touches.filter { sendsAll || $0.changedSinceSent }.map { pointerState(of: $0, at: time, window: size) }
            let known = Set(touches.filter { $0.sentPosition != nil }.map(\.session))
            let written = TUIO2BundleWriter.packets(
                header: header(at: time, window: size), pointers: pointers, alive: touches.map(\.session), known: known,
                firstFrameID: nextFrameSequence(), maximumPacketBytes: configuration.maximumPacketBytes)
            packets = written.packets
            frameSequence = written.lastFrameID
        }
        for index in touches.indices {
            touches[index].sentPosition = touches[index].position
            touches[index].changedSinceSent = false
        }
        let wasChange = changed
        // Lifted touches were listed alive with their last position; the next frame, due at once, leaves them out.
        touches.removeAll { $0.lifted }
        changed = listsLifted
        repeatEmptyFrame = touches.isEmpty && wasChange
        lastSentTime = time
        return packets
    }

    /// The frame that ends the session for receivers: an empty `alive` (2.0: `alv`), whatever was down (touches still
    /// down when the app ends are gone for it too). Send it twice, a moment apart
    /// (`TUIOSenderConfiguration.closingRepeatInterval`); each call is a frame of its own. Call `frame(at:)` first so
    /// lifted touches are sent where they lifted.
    public mutating func closingFrame(at time: Double, windowWidth: Double, windowHeight: Double) -> [[UInt8]] {
        touches.removeAll()
        changed = false
        repeatEmptyFrame = false
        lastSentTime = time
        switch version {
        case .tuio11:
            return TUIOBundleWriter.packets(source: sourceName, cursors: [], frameSequence: nextFrameSequence(),
                                            maximumPacketBytes: configuration.maximumPacketBytes)
        case .tuio20:
            let header = header(at: time, window: Vector2(windowWidth, windowHeight))
            return TUIO2BundleWriter.packets(header: header, pointers: [], alive: [], known: [], firstFrameID: nextFrameSequence(),
                                             maximumPacketBytes: configuration.maximumPacketBytes).packets
        }
    }

    private func header(at time: Double, window size: Vector2) -> TUIO2BundleWriter.Header {
        TUIO2BundleWriter.Header(source: sourceName, time: TUIO2BundleWriter.timeTag(origin: timeTagOrigin, offset: time),
                                 width: size.x, height: size.y)
    }

    private mutating func nextFrameSequence() -> Int32 {
        frameSequence = frameSequence == .max ? 1 : frameSequence + 1
        return frameSequence
    }

    private static func isUsable(_ width: Double, _ height: Double) -> Bool {
        width > 0 && height > 0 && width.isFinite && height.isFinite
    }

    /// Ends a touch. At `position` when the lift carries one: a touch already sent there (or one never to be
    /// placed anew) leaves at once; otherwise it is sent once more where it lifted, alive, and then leaves.
    private mutating func lift(_ index: Int, at position: Vector2?, time: Double) {
        if let position, position != touches[index].position {
            touches[index].position = position
            touches[index].changedSinceSent = true
            touches[index].motion.add(time: time, position: position, pressure: touches[index].pressure)
        }
        if let sent = touches[index].sentPosition, sent == touches[index].position {
            touches.remove(at: index)
        } else {
            touches[index].lifted = true
        }
    }

    private func pointerState(of touch: Touch, at time: Double, window size: Vector2) -> TUIO2BundleWriter.PointerState {
        let motion = touch.motion.motion(at: time, scale: Vector2(1 / size.x, 1 / size.y))
        return TUIO2BundleWriter.PointerState(
            session: touch.session, typeUser: TUIOVersion.pointerType(of: touch.source),
            x: Self.finite(touch.position.x / size.x), y: Self.finite(touch.position.y / size.y),
            radius: Self.finite((touch.contactSize ?? 0) / 2 / size.x), pressure: Self.finite(touch.pressure),
            velocityX: Self.finite(motion.velocity.x), velocityY: Self.finite(motion.velocity.y),
            pressureVelocity: Self.finite(motion.pressureVelocity), acceleration: Self.finite(motion.acceleration),
            pressureAcceleration: Self.finite(motion.pressureAcceleration))
    }

    private func state(of touch: Touch, at time: Double, window size: Vector2) -> TUIOBundleWriter.CursorState {
        let position = Vector2(touch.position.x / size.x, touch.position.y / size.y)
        let motion = touch.motion.motion(at: time, scale: Vector2(1 / size.x, 1 / size.y))
        return TUIOBundleWriter.CursorState(
            session: touch.session, x: Self.finite(position.x), y: Self.finite(position.y),
            velocityX: Self.finite(motion.velocity.x), velocityY: Self.finite(motion.velocity.y),
            acceleration: Self.finite(motion.acceleration), isNew: touch.sentPosition == nil,
            isLifted: touch.lifted)
    }

    /// The value as a 32-bit float; 0 when it does not fit (a huge velocity from a tiny time step).
    static func finite(_ value: Double) -> Float {
        let single = Float(value)
        return single.isFinite ? single : 0
    }
}
