import TouchEngine

/// Turns the app's touches into TUIO 1.1 `/tuio/2Dcur` bundles, one frame per app frame in which touches changed.
///
/// Feed it every pointer event the app applies (`apply`), then call `frame(at:windowWidth:windowHeight:)` once per
/// app frame and send each datagram it returns. The rules it keeps:
/// - each touch gets a fresh session id when it goes down (counting up from 1, never reused while the sender
///   lives, as TUIO asks), so a lift and a new touch with the same pointer id are two cursors to a receiver;
/// - a touch that went down and up between two frames is still sent: alive in the next frame, gone in the one after;
/// - positions are normalised to the window (0...1, origin top-left); velocity is the change of normalised position
///   per second since the cursor was last sent, and the motion acceleration the change of its speed per second
///   (both 0 for a new cursor);
/// - `fseq` grows by one per frame sent (after 2^31-1 it starts again at 1); when the last touch lifts, the frame
///   has an empty `alive`;
/// - while touches are down and still, the frame is sent again every `keepAliveInterval`.
/// Same events and times in: same bytes out.
public struct TUIOSender: Sendable {
    public let sourceName: String
    public let configuration: TUIOSenderConfiguration
    /// The `fseq` of the last frame sent; 0 before the first.
    public private(set) var frameSequence: Int32 = 0

    private struct Touch: Sendable {
        var pointer: PointerID
        var session: Int32
        /// Window pixels, the latest the app reported.
        var position: Vector2
        /// Lifted before it was ever sent: sent once more, then removed.
        var lifted = false
        var sentPosition: Vector2?
        var sentTime = 0.0
        var velocity = Vector2.zero
        var acceleration = 0.0
    }

    private var touches: [Touch] = []
    private var nextSession: Int32 = 1
    private var changed = false
    private var lastSentTime: Double?
    private var repeatEmptyFrame = false

    /// `sourceName` is what receivers see in the `source` message (TUIO 1.1 suggests `name@address`);
    /// NUL characters, which OSC strings cannot hold, are removed.
    public init(sourceName: String, configuration: TUIOSenderConfiguration = TUIOSenderConfiguration()) {
        self.sourceName = String(sourceName.unicodeScalars.filter { $0 != "\0" })
        self.configuration = configuration
    }

    /// The app's source name on `host`: `touch-sandbox@HOST`.
    public static func sourceName(host: String) -> String { "touch-sandbox@\(host)" }

    /// Touches the sender holds (down, or lifted and not yet sent).
    public var touchCount: Int { touches.count }

    /// Takes one of the app's pointer events into the next frame. Events with a non-finite position are ignored;
    /// a move for an unknown pointer starts a touch, a second down for a pointer ends the first touch.
    public mutating func apply(_ event: PointerEvent) {
        let index = touches.firstIndex { $0.pointer == event.id && !$0.lifted }
        switch event.phase {
        case .down, .move:
            guard event.position.isFinite else { return }
            if let index, event.phase == .move {
                touches[index].position = event.position
            } else {
                if let index { lift(index) }
                touches.append(Touch(pointer: event.id, session: nextSession, position: event.position))
                nextSession = nextSession == .max ? 1 : nextSession + 1
            }
        case .up, .cancel:
            guard let index else { return }
            lift(index)
        }
        changed = true
    }

    /// When `frame(at:)` next has something to send without any new event (the keep-alive repeat of touches held
    /// still, or the second empty frame after the last lift); nil when nothing is pending.
    public var nextDeadline: Double? {
        guard let lastSentTime, !touches.isEmpty || repeatEmptyFrame else { return nil }
        return lastSentTime + configuration.keepAliveInterval
    }

    /// The datagrams of this frame: none when nothing changed since the last frame sent and no refresh is due,
    /// or when the window size is not positive.
    public mutating func frame(at time: Double, windowWidth: Double, windowHeight: Double) -> [[UInt8]] {
        guard windowWidth > 0, windowHeight > 0, windowWidth.isFinite, windowHeight.isFinite else { return [] }
        if !changed {
            guard let last = lastSentTime, !touches.isEmpty || repeatEmptyFrame,
                  time - last >= configuration.keepAliveInterval else { return [] }
        }
        var cursors: [TUIOBundleWriter.CursorState] = []
        cursors.reserveCapacity(touches.count)
        for index in touches.indices {
            let isNew = touches[index].sentPosition == nil
            updateMotion(of: &touches[index], at: time, windowWidth: windowWidth, windowHeight: windowHeight)
            cursors.append(state(of: touches[index], isNew: isNew))
        }
        frameSequence = frameSequence == .max ? 1 : frameSequence + 1
        let packets = TUIOBundleWriter.packets(source: sourceName, cursors: cursors, frameSequence: frameSequence,
                                               maximumPacketBytes: configuration.maximumPacketBytes)
        let wasChange = changed
        changed = touches.contains { $0.lifted }
        touches.removeAll { $0.lifted }
        repeatEmptyFrame = touches.isEmpty && wasChange
        lastSentTime = time
        return packets
    }

    private mutating func lift(_ index: Int) {
        if touches[index].sentPosition == nil { touches[index].lifted = true } else { touches.remove(at: index) }
    }

    private func updateMotion(of touch: inout Touch, at time: Double, windowWidth: Double, windowHeight: Double) {
        let position = Vector2(touch.position.x / windowWidth, touch.position.y / windowHeight)
        if let sent = touch.sentPosition {
            let elapsed = time - touch.sentTime
            if elapsed > 0 {
                let velocity = (position - sent) / elapsed
                touch.acceleration = (velocity.length - touch.velocity.length) / elapsed
                touch.velocity = velocity
            }
        }
        touch.sentPosition = position
        touch.sentTime = time
    }

    private func state(of touch: Touch, isNew: Bool) -> TUIOBundleWriter.CursorState {
        let position = touch.sentPosition ?? .zero
        return TUIOBundleWriter.CursorState(
            session: touch.session, x: Self.finite(position.x), y: Self.finite(position.y),
            velocityX: Self.finite(touch.velocity.x), velocityY: Self.finite(touch.velocity.y),
            acceleration: Self.finite(touch.acceleration), isNew: isNew)
    }

    /// The value as a 32-bit float; 0 when it does not fit (a huge velocity from a tiny time step).
    private static func finite(_ value: Double) -> Float {
        let single = Float(value)
        return single.isFinite ? single : 0
    }
}
