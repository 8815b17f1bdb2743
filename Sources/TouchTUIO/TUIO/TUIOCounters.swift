/// What a TUIO receiver has seen and refused since it started, for the HUD, logs and the state document.
///
/// Every packet is counted in `packets`; each refusal or drop is counted once, in the counter that names why.
public struct TUIOCounters: Equatable, Sendable, Codable {
    /// Datagrams handed to the receiver.
    public var packets = 0
    /// Packets that are not valid OSC, or that hold a `/tuio/2Dcur`, `/tuio2/frm`, `/tuio2/ptr` or `/tuio2/alv`
    /// message with missing or wrongly typed arguments. Nothing of such a packet is applied.
    public var malformedPackets = 0
    /// Frames dropped because their `fseq` (2.0: frame id) is older than the last one applied from the same source.
    public var lateFrames = 0
    /// Messages of other TUIO profiles (`/tuio/2Dobj`, `/tuio/2Dblb`, ...) and other TUIO 2.0 components
    /// (`/tuio2/tok`, `/tuio2/bnd`, ...): accepted and not used.
    public var ignoredMessages = 0
    /// Messages outside `/tuio/`, and `/tuio/2Dcur` commands other than source, alive, set and fseq.
    public var unknownMessages = 0
    /// `set` messages with a NaN or infinite position, or one so large it is infinite in window pixels: the update
    /// is dropped, the cursor keeps its last position.
    public var nonFinitePositions = 0
    /// `set` (2.0: `ptr`) messages for a session id that is not alive (never listed, already gone, or refused by a cap).
    public var strayUpdates = 0
    /// Frames in which a source listed more cursors than `maximumCursorsPerSource`.
    public var cursorCapHits = 0
    /// Frames dropped because `maximumSources` sources were already tracked.
    public var sourceCapHits = 0
    /// Sources forgotten after `silenceTimeout` without a packet (their touches were cancelled).
    public var silencedSources = 0

    public init() {}
}
