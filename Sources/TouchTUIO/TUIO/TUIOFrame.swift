/// The `/tuio/2Dcur` (TUIO 1.1) or `/tuio2/` (TUIO 2.0) content of one bundle (or of one message sent on its own):
/// what a sender says about its cursors at one moment.
struct TUIOFrame: Equatable, Sendable {
    /// One `set` (1.1) or `ptr` (2.0) message: a cursor's position, normalised to 0...1 with the origin top-left
    /// (y down), and for 2.0 its pressure and radius.
    struct CursorUpdate: Equatable, Sendable {
        var session: Int64
        var x: Double
        var y: Double
        /// TUIO 2.0's `press`, as sent (the spec's range is 0...1); nil for 1.1.
        var pressure: Double?
        /// TUIO 2.0's `radius`, normalised like x; nil for 1.1.
        var radius: Double?

        init(session: Int64, x: Double, y: Double, pressure: Double? = nil, radius: Double? = nil) {
            self.session = session
            self.x = x
            self.y = y
            self.pressure = pressure
            self.radius = radius
        }
    }

    /// Which protocol the frame came in: their late-frame rules differ.
    enum Version: Equatable, Sendable {
        /// `/tuio/2Dcur` with `fseq`.
        case tuio11
        /// `/tuio2/frm`, `/tuio2/ptr`, `/tuio2/alv`.
        case tuio20
    }

    var version = Version.tuio11

    /// The `source` name, when the frame has one.
    var source: String?
    /// The session ids of the last `alive` message, in the order sent; nil when the frame has none.
    var alive: [Int64]?
    var updates: [CursorUpdate] = []
    /// 1.1's `fseq`, 2.0's frame id.
    var frameSequence: Int64?
}

/// Everything a packet says: its frames, and how many messages it holds that the receiver does not use.
struct TUIOPacketContent: Equatable, Sendable {
    var frames: [TUIOFrame] = []
    var ignoredMessages = 0
    var unknownMessages = 0
}

/// A `/tuio/2Dcur` or `/tuio2/` message whose arguments are missing or of the wrong type.
struct TUIOMessageError: Error, Equatable, Sendable, CustomStringConvertible {
    var message: String
    var address = "/tuio/2Dcur"
    var description: String { "\(address) \(message)" }
}
