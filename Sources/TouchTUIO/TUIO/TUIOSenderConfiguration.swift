/// The packet size, refresh timing and motion window of a TUIO sender, in one place.
public struct TUIOSenderConfiguration: Equatable, Sendable {
    /// The largest UDP payload one bundle may have; a frame with more cursors than fit is split into several
    /// bundles. 1,400 bytes: below the 1,452 bytes an IPv6 datagram can carry in a 1,500-byte Ethernet frame
    /// (1,472 for IPv4), with room left for a VPN or PPPoE header, so no packet is fragmented (a lost fragment
    /// loses the whole datagram). One bundle carries the source, the full `alive` list, `fseq` and about 20 cursors.
    public var maximumPacketBytes = 1400

    /// While touches are down and nothing changes, the frame is sent again this often (seconds), so a receiver's
    /// silence timeout (1 s by default) never cancels a finger that is merely held still; after the last finger
    /// lifts, the empty frame is repeated once, in case the first was lost. 0.5 s: half the default timeout.
    public var keepAliveInterval = 0.5

    /// Velocity and acceleration are measured over this much of each touch's recent past (seconds): long enough
    /// to span several events of any panel (a 60 Hz one reports 6), short enough that a flick's speed is the
    /// flick's. 0.1 s, the horizon of Flutter's velocity tracker.
    public var motionWindow = 0.1

    /// The closing frame (an empty `alive` when the app ends) is sent twice, this far apart (seconds), since UDP
    /// may lose one and a client that misses it keeps the cursors for ever (the reference clients never time them
    /// out). 0.05 s: long enough that a momentary loss (a full socket buffer) has passed, short enough not to delay
    /// the app's exit.
    public var closingRepeatInterval = 0.05

    public init() {}
}
