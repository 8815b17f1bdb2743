/// The packet size and refresh timing of a TUIO 1.1 sender, in one place.
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

    public init() {}
}
