/// Running counts about touches, reported in the state document's `touches` object.
public struct TouchStatistics: Equatable, Sendable {
    /// Touches down right now.
    public var active = 0
    /// Every touch that ever went down.
    public var totalContacts = 0
    /// The most touches down at the same time.
    public var maxSimultaneous = 0
    /// Events the engine refused: non-finite coordinates, a move or up for an unknown touch, and so on.
    public var rejectedEvents = 0
    /// Touches that ended by cancellation rather than by lifting.
    public var cancelled = 0

    public init() {}
}
