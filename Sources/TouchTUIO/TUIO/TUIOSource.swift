import TouchEngine

/// One TUIO sender as the receiver tracks it: its cursors in the order they appeared, its last `fseq` (or 2.0 frame
/// id) and when
/// it was last heard.
struct TUIOSource: Sendable {
    /// How a source is told apart: by its `source` name when its frames carry one, else by the sender's address.
    enum Key: Hashable, Sendable {
        case named(String)
        case address(String)
    }

    /// One alive session id; `pointer` and `position` are set from its first valid `set` on.
    struct Cursor: Sendable {
        var session: Int64
        var pointer: PointerID?
        /// Normalised 0...1, origin top-left.
        var position: Vector2?
        /// 0...1: TUIO 2.0's `press`; 1 for 1.1.
        var pressure = 1.0
        /// Window pixels: twice TUIO 2.0's `radius` times the window width; nil when never sent.
        var contactSize: Double?
    }

    var key: Key
    var lastHeard: Double
    var lastFrame: Int64?
    /// When the frame numbered `lastFrame` was applied.
    var lastFrameTime = -Double.infinity
    var cursors: [Cursor] = []
}
