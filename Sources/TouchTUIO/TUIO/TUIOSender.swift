import TouchEngine

/// Turns the app's touches into TUIO 1.1 `/tuio/2Dcur` bundles, one frame per app frame in which touches changed.
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
/// - while touches are down and still, the frame is sent again every `keepAliveInterval`.
/// Same events and times in: same bytes out.
public struct TUIOSender: Sendable {
    public let sourceName: String
    public let configuration: TUIOSenderConfiguration
    /// The `fseq` of the last frame sent; `firstFrame - 1` before the first.
    public private(set) var frameSequence: Int32

    private struct Touch: Sendable {
        var pointer: PointerID
        var session: Int32
        /// Window pixels, the latest the app reported.
        var position: Vector2
        var motion: TUIOMotionEstimator
        /// Lifted: sent once more (alive, at the position it lifted at), then removed.
        var lifted = false
        /// Window pixels, as last sent; nil before the first frame that carried it.
        var sentPosition: Vector2?
    }

    private var touches: [Touch] = []
    private var nextSession: Int32 = 1
    private var changed = false
    private var lastSentTime: Double?
    private var repeatEmptyFrame = false

    /// `sourceName` is what receivers see in the `source` message (TUIO 1.1 suggests `name@address`);
    /// NUL characters, which OSC strings cannot hold, are removed. `firstFrame` is the first frame's `fseq`
    /// (`perRunFirstFrame` in an app; 1 where bytes must repeat).
    public init(sourceName: String, firstFrame: Int32 = 1, configuration: TUIOSenderConfiguration = TUIOSenderConfiguration()) {
        self.sourceName = String(sourceName.unicodeScalars.filter { $0 != "\0" })
        self.configuration = configuration
        frameSequence = max(firstFrame, 1) - 1
    }

    /// The app's source name on `host`: `touch-sandbox@HOST`.
    public static func sourceName(host: String) -> String { "touch-sandbox@\(host)" }

    /// A first frame number that grows with the wall clock (`unixSeconds`, e.g. `Date().timeIntervalSince1970`):
    /// milliseconds, wrapping after 24.8 days. A sender restarted later starts above where the last run ended
    /// unless that run sent more than a thousand frames a second; the reference clients drop a frame as late
    /// only when it is at most 100 below the last, so even a wrap is followed at once.
    public static func perRunFirstFrame(unixSeconds: Double) -> Int32 {
        guard unixSeconds.isFinite, unixSeconds > 0 else { return 1 }
        let milliseconds = (unixSeconds * 1000).rounded(.down).truncatingRemainder(dividingBy: Double(Int32.max - 1))
        return Int32(milliseconds) + 1
    }

    /// Touches the sender holds (down, or lifted and not yet sent).
    public var touchCount: Int { touches.count }

    /// Whether the next `frame(at:)` sends something without waiting for a keep-alive: touches changed, or a frame
    /// still listed lifted touches.
    public var hasPendingChanges: Bool { changed }

    /// Takes one of the app's pointer events into the next frame. Events with a non-finite position are ignored
    /// (a lift with one lifts where the touch was); a move for an unknown pointer starts a touch, a second down for
    /// a pointer ends the first touch.
    public mutating func apply(_ event: PointerEvent) {
        let index = touches.firstIndex { $0.pointer == event.id && !$0.lifted }
        switch event.phase {
        case .down, .move:
            guard event.position.isFinite else { return }
            if let index, event.phase == .move {
                touches[index].position = event.position
                touches[index].motion.add(time: event.time, position: event.position, pressure: event.pressure)
            } else {
                if let index { lift(index, at: nil, time: event.time) }
                var touch = Touch(pointer: event.id, session: nextSession, position: event.position,
                                  motion: TUIOMotionEstimator(window: configuration.motionWindow))
                touch.motion.add(time: event.time, position: event.position, pressure: event.pressure)
                touches.append(touch)
                nextSession = nextSession == .max ? 1 : nextSession + 1
            }
        case .up:
            guard let index else { return }
            lift(index, at: event.position.isFinite ? event.position : nil, time: event.time)
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
        var cursors: [TUIOBundleWriter.CursorState] = []
        cursors.reserveCapacity(touches.count)
        for index in touches.indices {
            cursors.append(state(of: touches[index], at: time, window: size))
            touches[index].sentPosition = touches[index].position
        }
        let packets = TUIOBundleWriter.packets(source: sourceName, cursors: cursors, frameSequence: nextFrameSequence(),
                                               maximumPacketBytes: configuration.maximumPacketBytes)
        let wasChange = changed
        // Lifted touches were listed alive with their last position; the next frame, due at once, leaves them out.
        touches.removeAll { $0.lifted }
        changed = cursors.contains { $0.isLifted }
        repeatEmptyFrame = touches.isEmpty && wasChange
        lastSentTime = time
        return packets
    }

    /// The frame that ends the session for receivers: an empty `alive`, whatever was down (touches still down when
    /// the app ends are gone for it too). Send it twice, a moment apart (`TUIOSenderConfiguration.closingRepeat`);
    /// each call is a frame of its own. Call `frame(at:)` first so lifted touches are sent where they lifted.
    public mutating func closingFrame(at time: Double) -> [[UInt8]] {
        touches.removeAll()
        changed = false
        repeatEmptyFrame = false
        lastSentTime = time
        return TUIOBundleWriter.packets(source: sourceName, cursors: [], frameSequence: nextFrameSequence(),
                                        maximumPacketBytes: configuration.maximumPacketBytes)
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
            touches[index].motion.add(time: time, position: position, pressure: touches[index].motion.samples.last?.pressure ?? 1)
        }
        if let sent = touches[index].sentPosition, sent == touches[index].position {
            touches.remove(at: index)
        } else {
            touches[index].lifted = true
        }
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
