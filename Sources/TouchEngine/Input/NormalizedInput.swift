/// What one event became in a `TouchStreamNormalizer`: at most two events to apply, in order (`ended`, then
/// `event`), or why it was refused.
public struct NormalizedInput: Equatable, Sendable {
    /// The up that ends the earlier contact of a repeated down, at its last known position; apply it first.
    public var ended: PointerEvent?
    /// The event to apply, with its session id, its time (never earlier than the stream's latest) and, for a lift,
    /// a finite position; nil when the event was refused.
    public var event: PointerEvent?
    /// Why the event was refused, nil when it was not.
    public var rejection: PointerRejection?
    /// The time the event was placed at: its own, or the stream's latest when it was earlier; NaN when it was not
    /// a finite number.
    public var time: Double
    /// What was mended on the way.
    public var repairs: TouchRepairs

    public init(ended: PointerEvent? = nil, event: PointerEvent? = nil, rejection: PointerRejection? = nil,
                time: Double, repairs: TouchRepairs = []) {
        self.ended = ended
        self.event = event
        self.rejection = rejection
        self.time = time
        self.repairs = repairs
    }
}

/// The repairs a `TouchStreamNormalizer` made to one event.
public struct TouchRepairs: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A repeated down: the earlier contact was ended first (`NormalizedInput.ended`).
    public static let endedEarlierContact = TouchRepairs(rawValue: 1 << 0)
    /// The event was earlier than the stream's latest time and was given that time.
    public static let timeWentBackwards = TouchRepairs(rawValue: 1 << 1)
    /// A lift or cancel at a non-finite position was placed at the contact's last known position.
    public static let liftPositionRestored = TouchRepairs(rawValue: 1 << 2)
}
