import Dispatch
import Foundation
import Glibc

/// Receives UDP datagrams for the TUIO receiver on a background thread, into a bounded queue the app drains once
/// per frame.
///
/// The rules it keeps: the queue holds at most `capacity` packets and `byteLimit` bytes, and what arrives beyond is
/// dropped and counted, so a flood cannot grow memory; `wake` is called when the queue goes from empty to holding
/// packets (once per batch, not per packet, so a flood cannot fill the app's event queue either); the thread waits
/// in poll() without a timeout, so an idle listener costs no CPU; `stop()`, or releasing the listener, ends the
/// thread and closes the socket. Each packet is stamped with `now()` as it is read, in the app's own clock.
package final class TUIOListener: Sendable {
    package struct Configuration: Equatable, Sendable {
        /// 2,048 packets: at 60 frames a second that is 120,000 packets a second before anything is dropped, far
        /// above what trackers send (tens to hundreds a second) and above what the receiver can apply on one core.
        var capacity = 2048
        /// 4 MiB: a bound on memory even if every packet were as large as UDP allows.
        var byteLimit = 4 << 20

        package init() {}
    }

    package struct Packet: Sendable {
        package var bytes: [UInt8]
        /// `192.168.1.20:50123` or `[::1]:50123`.
        package var sender: String
        /// When it was read, by the `now` the listener was given.
        var time: Double
    }

    struct Statistics: Equatable, Sendable {
        /// Packets queued for the app.
        var received = 0
        /// Packets lost here: the queue was full, or the datagram was larger than UDP allows.
        var dropped = 0
        var receiveErrors = 0
    }

    /// The bound address (a port of 0 asked for is the port the system chose).
    package let localAddress: SocketAddress
    private let socket: UDPSocket
    private let queue: TUIOPacketQueue
    private let stopWriter: Int32
    private let stopReader: Int32
    private let finished = DispatchSemaphore(value: 0)
    private let stopping = NSLock()
    private nonisolated(unsafe) var isStopped = false

    package init(address: UDPAddress, configuration: Configuration = Configuration(),
         now: @escaping @Sendable () -> Double, wake: @escaping @Sendable () -> Void) throws(UDPSocketError) {
        socket = try UDPSocket.bound(to: address)
        localAddress = socket.localAddress
        queue = TUIOPacketQueue(capacity: configuration.capacity, byteLimit: configuration.byteLimit)
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw .system("listen on", address.description) }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        stopReader = pipeEnds[0]
        stopWriter = pipeEnds[1]
        // The listener owns the socket; the thread only borrows it (`stop()` waits for the thread to end before the
        // listener can go), so releasing the listener closes the port at once.
        let thread = Thread { [unowned socket, queue, stopReader, finished] in
            Self.receiveLoop(socket: socket, queue: queue, stopReader: stopReader, now: now, wake: wake)
            finished.signal()
        }
        thread.name = "tuio-listener"
        thread.start()
    }

    deinit { stop() }

    /// The packets received since the last call, oldest first.
    package func drain() -> [Packet] { queue.drain() }

    var statistics: Statistics { queue.snapshot }

    /// Ends the thread and waits for it; the socket closes when the listener is released. Safe to call twice.
    func stop() {
        stopping.lock()
        defer { stopping.unlock() }
        guard !isStopped else { return }
        isStopped = true
        var byte: UInt8 = 1
        _ = write(stopWriter, &byte, 1)
        finished.wait()
        close(stopWriter)
        close(stopReader)
    }

    /// At most this many datagrams are read in one go before poll() is asked again, so a stop is seen even
    /// under a flood, and the app is woken early in a burst.
    private static let batchSize = 256

    private static func receiveLoop(socket: UDPSocket, queue: TUIOPacketQueue, stopReader: Int32,
                                    now: @Sendable () -> Double, wake: @Sendable () -> Void) {
        var buffer = [UInt8](repeating: 0, count: UDPSocket.maximumDatagramBytes + 1)
        var lastSender = SocketAddress()
        var lastSenderText = ""
        var descriptors = [pollfd(fd: socket.fileDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: stopReader, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || descriptors[1].revents != 0 { return }
            var batch: [Packet] = []
            var dropped = 0, errors = 0
            for _ in 0..<batchSize {
                let received: UDPSocket.Received?
                do {
                    received = try socket.receive(into: &buffer)
                } catch {
                    errors += 1
                    break
                }
                guard let received else { break }
                guard received.byteCount <= UDPSocket.maximumDatagramBytes else {
                    dropped += 1
                    continue
                }
                if received.sender != lastSender {
                    lastSender = received.sender
                    lastSenderText = received.sender.description
                }
                batch.append(Packet(bytes: Array(buffer[0..<received.byteCount]), sender: lastSenderText, time: now()))
            }
            if queue.push(batch, dropped: dropped, receiveErrors: errors) { wake() }
        }
    }
}
