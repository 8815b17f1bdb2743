/// One touch that is down, as the engine keeps it.
public struct ActiveTouch: Equatable, Sendable {
    public var id: PointerID
    public var source: PointerSource
    public var startPosition: Vector2
    public var position: Vector2
    public var pressure: Double
    public var startTime: Double
    public var time: Double
    public var contactSize: Double?
    /// What the touch landed on; it keeps it until it lifts.
    public var target: TouchTarget
}

/// What a touch belongs to from touch-down to lift.
public enum TouchTarget: Equatable, Sendable {
    case sprite(SpriteHandle)
    case canvas
}

/// Keeps the set of touches consistent whatever arrives, and counts what it refuses.
///
/// The rules (after SDL's own `SDL_touch.c`):
/// - a second down for an id already down ends the old touch first (its up is reported to the caller);
/// - a move or up for an unknown id is refused and counted;
/// - non-finite coordinates are refused and counted, never propagated;
/// - a new touch beyond `capacity` touches down is refused and counted (and so are its moves and lift), so
///   the cost of every event stays bounded whatever a source sends;
/// - `cancelAll` ends every touch without applying its last motion.
public struct TouchTracker: Sendable {
    public private(set) var touches: [ActiveTouch] = []
    public private(set) var statistics = TouchStatistics()
    /// The most touches down at once.
    public let capacity: Int

    public init(capacity: Int = EngineConfiguration.standard.maximumTouches) {
        self.capacity = max(1, capacity)
    }

    @inline(__always)
    public func index(of id: PointerID) -> Int? {
        touches.firstIndex { $0.id == id }
    }

    public func touch(_ id: PointerID) -> ActiveTouch? {
        index(of: id).map { touches[$0] }
    }

    /// Checks an event before it is applied: returns why it must be refused, or nil.
    public func validate(_ event: PointerEvent) -> PointerRejection? {
        guard event.time.isFinite else { return .nonFiniteTime }
        switch event.phase {
        case .down, .move:
            guard event.position.isFinite else { return .nonFiniteCoordinates }
        case .up, .cancel:
            break  // the last known position is used; a broken one is ignored
        }
        let known = index(of: event.id) != nil
        if event.phase != .down, !known { return .unknownPointer }
        if event.phase == .down, !known, touches.count >= capacity { return .tooManyTouches }
        return nil
    }

    /// Checks an event before it is applied, counting it when refused; returns why it was refused, or nil.
    public mutating func admit(_ event: PointerEvent) -> PointerRejection? {
        guard let rejection = validate(event) else { return nil }
        statistics.rejectedEvents += 1
        return rejection
    }

    /// Starts a touch; false (and nothing changes) when `capacity` touches are already down.
    @discardableResult
    public mutating func begin(_ event: PointerEvent, target: TouchTarget) -> Bool {
        guard touches.count < capacity else { return false }
        touches.append(ActiveTouch(
            id: event.id, source: event.source, startPosition: event.position, position: event.position,
            pressure: sanitizedPressure(event.pressure), startTime: event.time, time: event.time,
            contactSize: event.contactSize, target: target))
        statistics.totalContacts += 1
        statistics.active = touches.count
        statistics.maxSimultaneous = max(statistics.maxSimultaneous, touches.count)
        return true
    }

    /// Moves a touch that is down to where `event` says and returns it as it is now; nil for an unknown touch.
    public mutating func move(_ event: PointerEvent) -> ActiveTouch? {
        guard let index = index(of: event.id) else { return nil }
        move(at: index, event)
        return touches[index]
    }

    public mutating func move(at index: Int, _ event: PointerEvent) {
        touches[index].position = event.position
        touches[index].pressure = sanitizedPressure(event.pressure)
        touches[index].time = event.time
        if let size = event.contactSize, size.isFinite { touches[index].contactSize = size }
    }

    /// Gives a touch to something else (a sprite dragged out of the tray takes over the finger).
    public mutating func retarget(at index: Int, to target: TouchTarget) {
        touches[index].target = target
    }

    /// Removes a touch that lifted or was cancelled and returns it.
    @discardableResult
    public mutating func end(at index: Int, cancelled: Bool) -> ActiveTouch {
        let touch = touches.remove(at: index)
        if cancelled { statistics.cancelled += 1 }
        statistics.active = touches.count
        return touch
    }

    private func sanitizedPressure(_ pressure: Double) -> Double {
        pressure.isFinite ? min(max(pressure, 0), 1) : 1
    }
}
