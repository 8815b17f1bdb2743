import TouchEngine

/// Turns TUIO 1.1 `/tuio/2Dcur` and TUIO 2.0 `/tuio2/frm`, `/tuio2/ptr`, `/tuio2/alv` packets from any number of
/// senders into the engine's pointer events.
///
/// Feed it every datagram with the sender's address and the time it arrived, call `advance(to:)` once per frame,
/// and take the events with `drainEvents()`. The rules it keeps:
/// - a cursor goes down at its first `set` (2.0: `ptr`) once it is listed in `alive` (2.0: `alv`; a 2.0 bundle
///   lists it after its `ptr`, and a bundle is applied as a whole), moves on each update that changes its position
///   or pressure, and goes up at its last position when it leaves `alive` (2.0: or when it hovers, `press` < 0);
/// - 1.1: a frame whose `fseq` is older than the last one from its source is dropped as late, unless it is far
///   older (the sender restarted); a frame with `fseq` 0 or -1, or without `fseq`, is always applied;
/// - 2.0, as its reference client: frame id 0 is always applied (the reference server's first and closing frames)
///   and starts the count anew; a lower id is late only within `tuio2LateWindow` of the source's last frame;
/// - sources are told apart by their `source` name, else by sender address, so equal session ids from two
///   senders are two touches; a source silent for `silenceTimeout` has its touches cancelled and is forgotten;
/// - no packet, however broken or hostile, traps or makes it hold more than its caps; every refusal is counted.
///
/// Positions are the normalised cursor position times the window size (like SDL's finger coordinates); pressure 1
/// for 1.1, 2.0's `press` (at most 1; a negative `press` hovers: the pointer is up until it presses); contact size twice 2.0's `radius` times the window width; source `.tuio`. Pointer ids are unique among the TUIO touches down and start at `firstPointerID`.
/// Same packets, senders and times in: same events out.
public struct TUIOReceiver: Sendable {
    public let configuration: TUIOReceiverConfiguration
    public var windowWidth: Double
    public var windowHeight: Double
    public private(set) var counters = TUIOCounters()
    /// The most recent malformed packet: sender and what is wrong, e.g. `127.0.0.1:5000: byte 20: string has no
    /// terminating NUL`. For the log; nil until one arrives.
    public private(set) var lastProblem: String?

    private var sources: [TUIOSource] = []
    /// Numbers the cursors down: the engine's smallest-free rule, shifted to start at `firstPointerID`.
    private var pointerIDs = PointerIDPool()
    private var events: [PointerEvent] = []
    private let decoder = OSCDecoder()

    public init(configuration: TUIOReceiverConfiguration = TUIOReceiverConfiguration(), windowWidth: Double, windowHeight: Double) {
        self.configuration = configuration
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
    }

    /// Sources heard from within the silence timeout.
    public var sourceCount: Int { sources.count }
    /// TUIO touches down now.
    public var touchCount: Int { pointerIDs.count }

    /// Applies one datagram from `sender` (its address, e.g. `192.168.1.20:50123`) that arrived at `time`
    /// (seconds, the session clock the app's other events use). Sources silent by `time` are cancelled first,
    /// as `advance(to:)` would.
    public mutating func receive(_ packet: [UInt8], from sender: String, at time: Double) {
        advance(to: time)
        counters.packets += 1
        let content: TUIOPacketContent
        do {
            content = try TUIOFrameReader.content(of: try decoder.decode(packet))
        } catch {
            counters.malformedPackets += 1
            lastProblem = "\(sender): \(error)"
            return
        }
        counters.ignoredMessages += content.ignoredMessages
        counters.unknownMessages += content.unknownMessages
        for frame in content.frames { apply(frame, from: sender, at: time) }
    }

    /// Cancels the touches of every source silent for longer than `silenceTimeout` at `time`, and forgets it.
    public mutating func advance(to time: Double) {
        guard sources.contains(where: { time - $0.lastHeard > configuration.silenceTimeout }) else { return }
        for source in sources where time - source.lastHeard > configuration.silenceTimeout {
            for cursor in source.cursors { end(cursor, phase: .cancel, at: time) }
            counters.silencedSources += 1
        }
        sources.removeAll { time - $0.lastHeard > configuration.silenceTimeout }
    }

    /// When the next source falls silent if nothing more arrives (its touches are then cancelled by `advance`);
    /// nil when no source is tracked. An app that sleeps between packets wakes then.
    public var nextDeadline: Double? {
        sources.map(\.lastHeard).min().map { ($0 + configuration.silenceTimeout).nextUp }
    }

    /// The events produced since the last call, in order.
    public mutating func drainEvents() -> [PointerEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    private mutating func apply(_ frame: TUIOFrame, from sender: String, at time: Double) {
        let key: TUIOSource.Key = frame.source.map { .named($0) } ?? .address(sender)
        guard let index = sourceIndex(for: key, at: time) else { return }
        sources[index].lastHeard = time
        guard isInOrder(frame, source: index, at: time) else {
            counters.lateFrames += 1
            return
        }
        if let alive = frame.alive { applyAlive(alive, source: index, at: time) }
        for update in frame.updates { apply(update, source: index, at: time) }
    }

    /// Whether a frame is to be applied (not late), noting its number as the source's last when it is.
    private mutating func isInOrder(_ frame: TUIOFrame, source index: Int, at time: Double) -> Bool {
        guard let sequence = frame.frameSequence else { return true }
        let last = sources[index].lastFrame
        switch frame.version {
        case .tuio11:
            guard sequence > 0 else { return true }
            if let last, sequence < last, last - sequence <= configuration.restartDistance { return false }
        case .tuio20:
            if sequence != 0, let last, sequence < last,
               time - sources[index].lastFrameTime <= configuration.tuio2LateWindow { return false }
        }
        sources[index].lastFrame = sequence
        sources[index].lastFrameTime = time
        return true
    }

    private mutating func sourceIndex(for key: TUIOSource.Key, at time: Double) -> Int? {
        if let index = sources.firstIndex(where: { $0.key == key }) { return index }
        guard sources.count < configuration.maximumSources else {
            counters.sourceCapHits += 1
            return nil
        }
        sources.append(TUIOSource(key: key, lastHeard: time))
        return sources.count - 1
    }

    /// Lifts the cursors that left, then admits new session ids in the order listed, up to the cap.
    private mutating func applyAlive(_ alive: [Int64], source index: Int, at time: Double) {
        let listed = Set(alive)
        for cursor in sources[index].cursors where !listed.contains(cursor.session) { end(cursor, phase: .up, at: time) }
        sources[index].cursors.removeAll { !listed.contains($0.session) }
        var tracked = Set(sources[index].cursors.map(\.session))
        for session in alive where !tracked.contains(session) {
            guard sources[index].cursors.count < configuration.maximumCursorsPerSource else {
                counters.cursorCapHits += 1
                return
            }
            sources[index].cursors.append(TUIOSource.Cursor(session: session))
            tracked.insert(session)
        }
    }

    private mutating func apply(_ update: TUIOFrame.CursorUpdate, source index: Int, at time: Double) {
        guard let cursorIndex = sources[index].cursors.firstIndex(where: { $0.session == update.session }) else {
            counters.strayUpdates += 1
            return
        }
        // Finite in window pixels too: a double of 1e306 is finite, but not once scaled to the window.
        guard (update.x * windowWidth).isFinite, (update.y * windowHeight).isFinite else {
            counters.nonFinitePositions += 1
            return
        }
        let position = Vector2(update.x, update.y)
        var cursor = sources[index].cursors[cursorIndex]
        if let press = update.pressure, press < 0 {
            // A negative `press` is a pointer hovering above the surface (a pen before it touches): it touches
            // nothing; one that was touching lifts where it now hovers, and goes down again when it presses.
            cursor.position = position
            if cursor.pointer != nil {
                end(cursor, phase: .up, at: time)
                cursor.pointer = nil
            }
            sources[index].cursors[cursorIndex] = cursor
            return
        }
        let pressure = update.pressure.map { $0.isFinite ? min(max($0, 0), 1) : 1 } ?? 1
        if let radius = update.radius, radius.isFinite, radius > 0, (2 * radius * windowWidth).isFinite {
            cursor.contactSize = 2 * radius * windowWidth
        }
        guard cursor.pointer == nil || cursor.position != position || cursor.pressure != pressure else { return }
        cursor.position = position
        cursor.pressure = pressure
        if let pointer = cursor.pointer {
            emit(.move, pointer, at: position, time: time, cursor: cursor)
        } else {
            let pointer = PointerID(configuration.firstPointerID - 1 + pointerIDs.take().rawValue)
            cursor.pointer = pointer
            emit(.down, pointer, at: position, time: time, cursor: cursor)
        }
        sources[index].cursors[cursorIndex] = cursor
    }

    /// Up or cancel for a cursor that went down; nothing for one that never had a position.
    private mutating func end(_ cursor: TUIOSource.Cursor, phase: PointerPhase, at time: Double) {
        guard let pointer = cursor.pointer, let position = cursor.position else { return }
        pointerIDs.release(PointerID(pointer.rawValue - configuration.firstPointerID + 1))
        emit(phase, pointer, at: position, time: time, cursor: cursor)
    }

    private mutating func emit(_ phase: PointerPhase, _ pointer: PointerID, at normalised: Vector2, time: Double,
                               cursor: TUIOSource.Cursor) {
        let position = Vector2(normalised.x * windowWidth, normalised.y * windowHeight)
        events.append(PointerEvent(phase, id: pointer, position: position, time: time, pressure: cursor.pressure,
                                   source: .tuio, contactSize: cursor.contactSize))
    }
}
