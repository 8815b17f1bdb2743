import Logging
import TouchEngine
import TouchSandboxSDL
import TouchTUIO

/// `--tuio [HOST:]PORT`: TUIO 1.1 cursors and TUIO 2.0 pointers from the network as touches. A listener thread queues the datagrams and
/// wakes the playback; the receiver turns them into pointer events (source `tuio`) whose 0…1 positions cover the
/// window as SDL's finger positions do: the viewport places them on the scene the same way, letterboxing included,
/// and the session's touch stream gives them the session's ids (shared with the window's fingers and mouse).
final class TUIOInputSource: InputSource {
    private let listener: TUIOListener
    private var receiver: TUIOReceiver
    private let display: PlaybackDisplay
    /// The session's touches: the receiver numbers its cursors itself, the stream gives them the session's ids.
    private let touches: SessionTouchStream
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
        touches = display.touches
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
        for event in receiver.drainEvents() {
            // TUIO 2.0's radius comes as a fraction of the window width, as positions do.
            let placed = display.viewport.place(event, from: .normalized)
            let key = SessionTouchStream.key(.tuio, contact: Int64(event.id.rawValue))
            for clean in touches.normalize(placed, key: key).events { queue.append(.live(.pointer(clean), at: now)) }
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
