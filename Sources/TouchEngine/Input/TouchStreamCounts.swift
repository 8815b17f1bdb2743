/// What a `TouchStreamNormalizer` saw: the contacts, and every event it refused or repaired, by reason. Each
/// consumer reports the counts it always did from these (the engine's `TouchStatistics`, the touchscreen test's odd
/// events, device health's most fingers at once).
public struct TouchStreamCounts: Equatable, Sendable {
    /// Contacts down now.
    public var active = 0
    /// Every contact that went down (a repeated down is a new contact).
    public var totalContacts = 0
    /// The most contacts down at the same time.
    public var maxSimultaneous = 0
    /// Contacts that ended by cancellation (a cancel event, `cancel(where:at:)`, or a consumer's own `end`).
    public var cancelled = 0

    // Refused: the event changed nothing but these counts.

    /// A move for a contact that is not down.
    public var unknownMoves = 0
    /// An up for a contact that is not down.
    public var unknownUps = 0
    /// A cancel for a contact that is not down.
    public var unknownCancels = 0
    /// A down or move at NaN or infinite coordinates.
    public var nonFiniteCoordinates = 0
    /// NaN or infinite time.
    public var nonFiniteTimes = 0
    /// A new contact while `capacity` contacts were down.
    public var overCapacity = 0

    // Repaired: the event was applied after a repair.

    /// A down for a contact already down: the earlier contact was lifted first.
    public var repeatedDowns = 0
    /// An event earlier than the latest time: it was given the latest time.
    public var timeWentBackwards = 0
    /// An up or cancel at NaN or infinite coordinates: it ended at the contact's last known position.
    public var restoredLiftPositions = 0

    public init() {}

    /// Every event refused.
    public var rejected: Int {
        unknownMoves + unknownUps + unknownCancels + nonFiniteCoordinates + nonFiniteTimes + overCapacity
    }

    /// The counts in the state document's shape (`touches`).
    public var statistics: TouchStatistics {
        var statistics = TouchStatistics()
        statistics.active = active
        statistics.totalContacts = totalContacts
        statistics.maxSimultaneous = maxSimultaneous
        statistics.rejectedEvents = rejected
        statistics.cancelled = cancelled
        return statistics
    }
}
