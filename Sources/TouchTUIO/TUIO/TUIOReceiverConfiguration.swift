/// The timing and limits of a TUIO 1.1 and 2.0 receiver, in one place.
///
/// The caps bound what any stream of packets, however hostile, can make the receiver hold: at most
/// `maximumSources × maximumCursorsPerSource` cursors (1,024 with the defaults), a few dozen bytes each.
public struct TUIOReceiverConfiguration: Equatable, Sendable {
    /// A source not heard from for longer than this (seconds) has its touches cancelled and is forgotten, so
    /// nothing sticks when a phone leaves the network. 1 s: TUIO senders repeat their frame many times a second
    /// while a finger is down (the reference servers at least once a second even when nothing moves), so a second
    /// of silence means the sender is gone, and a stuck touch clears before a person wonders why.
    public var silenceTimeout: Double = 1

    /// Cursors one source may have alive; further session ids in its `alive` list are ignored (counted in
    /// `cursorCapHits`) until some leave. 64: a phone reports at most 10 fingers, a large multi-touch table a few
    /// dozen; more than 64 from one source is a broken or hostile sender, and the cap keeps each frame's work small.
    public var maximumCursorsPerSource = 64

    /// Sources tracked at once; frames from a further source are dropped (counted in `sourceCapHits`) until one
    /// falls silent. 16: a room full of phones pointed at one sandbox is a handful; a flood of made-up source names
    /// cannot push out the sources already playing, and expires after `silenceTimeout`.
    public var maximumSources = 16

    /// A frame whose `fseq` is below the source's last one by at most this much is late (UDP reordered it) and is
    /// dropped; further below, the sender is taken to have restarted its count and the frame is applied. 100 frames
    /// is the rule of the reference TUIO client (about a second at 100 frames per second), so a restarted phone
    /// app is followed at once instead of being ignored until its count catches up.
    public var restartDistance: Int64 = 100

    /// TUIO 2.0: a frame whose id is below the source's last one is late (dropped) only within this many seconds
    /// of that last frame; later it is a restarted sender and is applied. 1 s: the rule of the TUIO 2.0 reference
    /// client, which also always takes frame id 0 (the reference server's first and closing frames).
    public var tuio2LateWindow = 1.0

    /// The first pointer id given to TUIO cursors, which take the smallest free id from here up (`PointerIDPool`'s
    /// rule, shifted). An app that mixes TUIO with other pointers gives them all ids from one pool instead (the
    /// sandbox renumbers TUIO cursors into its window's `PointerIDs`); this keeps TUIO's own ids apart for an app
    /// that does not.
    public var firstPointerID = 1000

    public init() {}
}
