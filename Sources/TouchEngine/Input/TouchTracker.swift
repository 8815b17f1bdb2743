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

/// The engine's book of the touches down: what each landed on and where it is. It trusts what it is given: every
/// event reaches it through its `TouchStreamNormalizer` (`normalize(_:)`), which keeps the stream consistent (a
/// repeated down ends the earlier touch first, strays and non-finite coordinates are refused and counted, at most
/// `capacity` touches are down, times never go back) and counts what the state document reports (`statistics`).
/// A touch the engine ends on its own (`end(at:cancelled:)` with `cancelled`) is ended in the normalizer too.
public struct TouchTracker: Sendable {
    public private(set) var touches: [ActiveTouch] = []
    /// The stream every event passes through first.
    public var stream: TouchStreamNormalizer { streamStorage.value }
    /// The normaliser is held by reference and copied on write, so the tracker itself stays two words: the engine
    /// moves it out and back for every change (see `GestureEngine`), and that move must stay cheap.
    private var streamStorage: StreamStorage
    /// The most touches down at once.
    public var capacity: Int { streamStorage.value.configuration.capacity }

    public init(capacity: Int = EngineConfiguration.standard.maximumTouches) {
        streamStorage = StreamStorage(TouchStreamNormalizer(capacity: capacity))
    }

    /// The normaliser's box; a tracker that shares it copies it before changing it.
    private final class StreamStorage: @unchecked Sendable {
        var value: TouchStreamNormalizer
        init(_ value: TouchStreamNormalizer) { self.value = value }
    }

    @inline(__always)
    private mutating func changeStream<Result>(_ change: (inout TouchStreamNormalizer) -> Result) -> Result {
        if !isKnownUniquelyReferenced(&streamStorage) { streamStorage = StreamStorage(streamStorage.value) }
        return change(&streamStorage.value)
    }

    /// The counts the state document's `touches` object reports.
    public var statistics: TouchStatistics { streamStorage.value.counts.statistics }

    @inline(__always)
    public func index(of id: PointerID) -> Int? {
        touches.firstIndex { $0.id == id }
    }

    public func touch(_ id: PointerID) -> ActiveTouch? {
        index(of: id).map { touches[$0] }
    }

    /// Passes an event through the stream: what to apply, in order, or why it was refused (and counted).
    @inline(__always)
    public mutating func normalize(_ event: PointerEvent) -> NormalizedInput {
        changeStream { $0.normalize(event) }
    }

    /// Starts a touch the stream let through.
    @discardableResult
    public mutating func begin(_ event: PointerEvent, target: TouchTarget) -> Bool {
        guard touches.count < capacity else { return false }
        touches.append(ActiveTouch(
            id: event.id, source: event.source, startPosition: event.position, position: event.position,
            pressure: sanitizedPressure(event.pressure), startTime: event.time, time: event.time,
            contactSize: event.contactSize, target: target))
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

    /// Removes a touch that lifted or was cancelled and returns it. A cancellation the engine made on its own is
    /// ended (and counted) in the stream too; one that came through the stream was counted there already.
    @discardableResult
    public mutating func end(at index: Int, cancelled: Bool) -> ActiveTouch {
        let touch = touches.remove(at: index)
        if cancelled { changeStream { $0.end(touch.id, cancelled: true) } }
        return touch
    }

    private func sanitizedPressure(_ pressure: Double) -> Double {
        pressure.isFinite ? min(max(pressure, 0), 1) : 1
    }
}
