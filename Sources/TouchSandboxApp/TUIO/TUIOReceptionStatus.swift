import TouchTUIO

/// What the HUD shows about `--tuio`: where it listens, the sources heard, packets per second, touches down and the
/// last problem. The TUIO input source updates it as it gathers packets; the HUD reads it when a frame is drawn.
final class TUIOReceptionStatus {
    /// The bound address, e.g. `127.0.0.1:3333`.
    let address: String
    private(set) var sources = 0
    private(set) var touches = 0
    private(set) var counters = TUIOCounters()
    /// Packets the listener dropped because its queue was full.
    private(set) var droppedPackets = 0
    /// The receiver's description of the most recent malformed packet, nil until one arrives.
    private(set) var lastProblem: String?
    private var packetRate = RateMeter()

    init(address: String) { self.address = address }

    /// A packet arrived at `time` (the session clock).
    func packetArrived(at time: Double) { packetRate.tick(at: time) }

    /// The receiver as it stands after this turn's packets.
    func update(receiver: TUIOReceiver, droppedPackets: Int) {
        sources = receiver.sourceCount
        touches = receiver.touchCount
        counters = receiver.counters
        lastProblem = receiver.lastProblem
        self.droppedPackets = droppedPackets
    }

    func packetsPerSecond(now: Double) -> Int { packetRate.rate(now: now) }

    /// The HUD's lines: `TUIO 127.0.0.1:3333: 2 sources, 120 packets/s, 3 touches` and the refusals, then the last
    /// problem (cut to `maximumProblemLength` characters) when there was one.
    func hudLines(now: Double, maximumProblemLength: Int = 90) -> [String] {
        let refused = "malformed \(counters.malformedPackets)   late \(counters.lateFrames)   dropped \(droppedPackets)"
        var lines = [
            "TUIO \(address): \(sources) source\(sources == 1 ? "" : "s"), \(packetsPerSecond(now: now)) packets/s, \(touches) touch\(touches == 1 ? "" : "es")",
            "TUIO packets \(counters.packets)   \(refused)",
        ]
        if let lastProblem {
            let cut = lastProblem.count > maximumProblemLength ? String(lastProblem.prefix(maximumProblemLength - 1)) + "…" : lastProblem
            lines.append("TUIO last problem: \(cut)")
        }
        return lines
    }
}
