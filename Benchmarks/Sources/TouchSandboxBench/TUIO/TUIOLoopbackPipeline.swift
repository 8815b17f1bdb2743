import Foundation
import TouchEngine
import TouchSandboxApp
import TouchTUIO

/// The TUIO input path on loopback, for the benchmark: this thread sends datagrams to a `TUIOListener`, and a consumer
/// thread drains it and applies every packet to a `TUIOReceiver`, as the app's loop does.
///
/// The consumer drains once per `drainInterval` (the app's frame), or, when `drainInterval` is nil, as soon as the
/// listener wakes it, timing each packet from just before it was sent to just after its events came out.
final class TUIOLoopbackPipeline: @unchecked Sendable {
    struct Result {
        var sent = 0
        var applied = 0
        var seconds = 0.0
        /// Seconds from send to event, per packet (only when woken at once).
        var latencies: [Double] = []
        var peakResidentBytes = 0
        var receiver: TUIOReceiver?
    }

    private let lock = NSLock()
    private let start = ContinuousClock.now
    private let wakeSignal = DispatchSemaphore(value: 0)
    private let consumerDone = DispatchSemaphore(value: 0)
    // Guarded by `lock`.
    private var sendTimes: [Double] = []
    private var sending = true
    private var result = Result()

    private func now() -> Double { (ContinuousClock.now - start).seconds }

    /// Sends `packets` in turn (cycling) for `seconds`, at `rate` per second or as fast as possible; returns what
    /// the receiver applied. Nil when the loopback socket cannot be opened.
    static func run(packets: [[UInt8]], rate: Int?, seconds: Double, drainInterval: Double?) -> Result? {
        TUIOLoopbackPipeline().run(packets: packets, rate: rate, seconds: seconds, drainInterval: drainInterval)
    }

    private func run(packets: [[UInt8]], rate: Int?, seconds: Double, drainInterval: Double?) -> Result? {
        let wakeSignal = wakeSignal
        guard let listener = try? TUIOListener(address: UDPAddress(host: "127.0.0.1", port: 0), now: { 0 },
                                               wake: { wakeSignal.signal() }),
              let socket = try? UDPSocket.sending(to: UDPAddress(host: "127.0.0.1", port: listener.localAddress.port))
        else { return nil }
        let consumer = Thread { [self] in consume(listener, drainInterval: drainInterval) }
        consumer.start()
        let began = now()
        var sent = 0
        while now() - began < seconds {
            let due = rate.map { Int((now() - began) * Double($0)) } ?? sent + 64
            while sent < due {
                if drainInterval == nil { record(sendTime: now()) }
                try? socket.send(packets[sent % packets.count])
                sent += 1
            }
            if rate != nil { usleep(200) }
        }
        let elapsed = now() - began
        usleep(200_000)  // what is in flight arrives
        lock.withLock { sending = false }
        wakeSignal.signal()
        consumerDone.wait()
        return lock.withLock {
            result.sent = sent
            result.seconds = elapsed
            return result
        }
    }

    private func record(sendTime: Double) {
        lock.withLock { sendTimes.append(sendTime) }
    }

    private func consume(_ listener: TUIOListener, drainInterval: Double?) {
        var receiver = TUIOReceiver(windowWidth: 1280, windowHeight: 800)
        var latencies: [Double] = []
        var peak = Self.residentBytes()
        var index = 0
        while lock.withLock({ sending }) {
            if let drainInterval { usleep(UInt32(drainInterval * 1e6)) } else { _ = wakeSignal.wait(timeout: .now() + 0.1) }
            for packet in listener.drain() {
                receiver.receive(packet.bytes, from: packet.sender, at: now())
                _ = receiver.drainEvents()
                if drainInterval == nil, let sentAt = lock.withLock({ index < sendTimes.count ? sendTimes[index] : nil }) {
                    latencies.append(now() - sentAt)
                }
                index += 1
            }
            peak = max(peak, Self.residentBytes())
        }
        lock.withLock {
            result.applied = receiver.counters.packets
            result.latencies = latencies
            result.peakResidentBytes = peak
            result.receiver = receiver
        }
        consumerDone.signal()
    }

    /// The process's resident memory now, from /proc/self/statm (0 where there is none).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
