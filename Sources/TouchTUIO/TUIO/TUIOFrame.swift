/// The `/tuio/2Dcur` content of one bundle (or of one message sent on its own): what a sender says about its
/// cursors at one moment.
struct TUIOFrame: Equatable, Sendable {
    /// One `set` message: a cursor's position, normalised to 0...1 with the origin top-left (y down).
    struct CursorUpdate: Equatable, Sendable {
        var session: Int64
        var x: Double
        var y: Double
    }

    /// The `source` name, when the frame has one.
    var source: String?
    /// The session ids of the last `alive` message, in the order sent; nil when the frame has none.
    var alive: [Int64]?
    var updates: [CursorUpdate] = []
    var frameSequence: Int64?
}

/// Everything a packet says: its frames, and how many messages it holds that the receiver does not use.
struct TUIOPacketContent: Equatable, Sendable {
    var frames: [TUIOFrame] = []
    var ignoredMessages = 0
    var unknownMessages = 0
}

/// A `/tuio/2Dcur` message whose arguments are missing or of the wrong type.
struct TUIOMessageError: Error, Equatable, Sendable, CustomStringConvertible {
    var message: String
    var description: String { "/tuio/2Dcur \(message)" }
}
