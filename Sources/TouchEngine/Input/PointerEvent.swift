/// Identifies one pointer (a finger, the mouse button, a pinned virtual finger) while it is down.
/// Unique among the pointers down at the same time; it may be reused after the pointer lifts.
public struct PointerID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: PointerID, b: PointerID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { String(rawValue) }
}

/// What happened to a pointer. `cancel` ends it without applying its last motion.
public enum PointerPhase: String, Sendable, CaseIterable {
    case down, move, up, cancel
}

/// The kind of device that produced a pointer event.
public enum PointerSource: String, Sendable, CaseIterable {
    case touch, mouse, pen, tuio
}

/// One pointer event, the single input type of the engine. Every device (SDL fingers, the mouse,
/// emulated fingers, recordings) is translated into these before the engine sees it.
public struct PointerEvent: Equatable, Sendable {
    public var phase: PointerPhase
    public var id: PointerID
    /// Window pixels, origin top-left, y down.
    public var position: Vector2
    /// 0...1; 1 when the device does not report pressure.
    public var pressure: Double
    /// Seconds since the start of the session.
    public var time: Double
    public var source: PointerSource
    /// The contact's diameter in window pixels, when the device reports it.
    public var contactSize: Double?

    public init(
        _ phase: PointerPhase, id: Int, x: Double, y: Double, time: Double,
        pressure: Double = 1, source: PointerSource = .touch, contactSize: Double? = nil
    ) {
        self.init(phase, id: PointerID(id), position: Vector2(x, y), time: time,
                  pressure: pressure, source: source, contactSize: contactSize)
    }

    public init(
        _ phase: PointerPhase, id: PointerID, position: Vector2, time: Double,
        pressure: Double = 1, source: PointerSource = .touch, contactSize: Double? = nil
    ) {
        self.phase = phase
        self.id = id
        self.position = position
        self.pressure = pressure
        self.time = time
        self.source = source
        self.contactSize = contactSize
    }
}
