import Logging
import TouchEngine
import TouchSandboxSDL
import TouchTUIO

/// `--tuio [HOST:]PORT`: TUIO 1.1 cursors and TUIO 2.0 pointers from the network as touches. A listener thread queues the datagrams and
/// wakes the playback; the receiver turns them into pointer events (source `tuio`) whose 0…1 positions cover the
/// window as SDL's finger positions do, so they land on the scene the same way, letterboxing included.
final class TUIOInputSource: InputSource {
    private let listener: TUIOListener
    private var receiver: TUIOReceiver
    private let display: PlaybackDisplay
    /// The receiver numbers its cursors itself; the window's `PointerIDs` gives them the session's ids.
    private var renumbering: PointerIDRenumbering
    private let logger: Logger
    /// Gathered and not yet taken, oldest first.
    private var queue = PlaybackInputQueue()
    /// What the HUD shows about this listener.
    let status: TUIOReceptionStatus

    init(address: UDPAddress, silenceTimeout: Double, display: PlaybackDisplay, logger: Logger) throws {
        var configuration = TUIOReceiverConfiguration()
        configuration.silenceTimeout = silenceTimeout
        // Positions stay normalised here; the display's mapping places them on the scene.
        receiver = TUIOReceiver(configuration: configuration, windowWidth: 1, windowHeight: 1)
        self.display = display
        renumbering = PointerIDRenumbering(ids: display.translator.pointerIDs)
        self.logger = logger
        let clock = display.clock
        do {
            listener = try TUIOListener(address: address, now: { clock.now() }, wake: { EventQueueWake.wake() })
        } catch {
            throw RuntimeFailure("cannot listen for TUIO on \(address): \(error)")
        }
        status = TUIOReceptionStatus(address: listener.localAddress.description)
        logger.info("listening for TUIO on \(listener.localAddress)\(address.host == UDPAddress.loopback ? " (this machine only)" : "")")
    }

    func gather(upTo now: Double) {
        let packets = listener.drain()
        for packet in packets {
            receiver.receive(packet.bytes, from: packet.sender, at: packet.time)
            status.packetArrived(at: packet.time)
        }
        receiver.advance(to: now)
        status.update(receiver: receiver, droppedPackets: listener.statistics.dropped)
        let mapping = display.viewport.mapping
        for event in receiver.drainEvents() {
            guard var placed = renumbering.renumber(event) else { continue }
            placed.position = mapping.scenePoint(fromNormalized: event.position.x, event.position.y)
            // TUIO 2.0's radius comes as a fraction of the window width: in scene pixels as the window shows them.
            placed.contactSize = event.contactSize.map { $0 * Double(mapping.windowSize.width) / mapping.scale }.flatMap { $0.isFinite ? $0 : nil }
            queue.append(.live(.pointer(placed), at: now))
        }
    }

    func next() -> PlaybackInput? { queue.next() }

    var nextDeadline: Double? { receiver.nextDeadline }

    var hasEnded: Bool { false }

    /// What the receiver counted, for the log at the end and the state document.
    var counters: TUIOCounters { receiver.counters }

    deinit {
        listener.stop()
        let statistics = listener.statistics
        logger.info("TUIO: \(receiver.counters.packets) packets (\(statistics.dropped) dropped when the queue was full), \(receiver.counters.malformedPackets) malformed, \(receiver.counters.lateFrames) late frames")
    }
}
