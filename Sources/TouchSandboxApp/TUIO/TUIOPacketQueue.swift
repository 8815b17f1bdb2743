import Foundation

/// The datagrams the listener's thread has received and the app has not yet taken, bounded in count and bytes.
///
/// The rule it keeps: a packet that would pass either bound is dropped and counted, never queued, so memory
/// stays bounded whatever arrives; packets come out in the order they arrived.
final class TUIOPacketQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let capacity: Int
    private let byteLimit: Int
    // Guarded by `lock`.
    private var packets: [TUIOListener.Packet] = []
    private var bytes = 0
    private var statistics = TUIOListener.Statistics()

    init(capacity: Int, byteLimit: Int) {
        self.capacity = capacity
        self.byteLimit = byteLimit
    }

    /// Queues what fits of `batch`; returns whether the queue was empty before (the app must then be woken).
    func push(_ batch: [TUIOListener.Packet], dropped: Int, receiveErrors: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let wasEmpty = packets.isEmpty
        statistics.dropped += dropped
        statistics.receiveErrors += receiveErrors
        for packet in batch {
            guard packets.count < capacity, bytes + packet.bytes.count <= byteLimit else {
                statistics.dropped += 1
                continue
            }
            packets.append(packet)
            bytes += packet.bytes.count
            statistics.received += 1
        }
        return wasEmpty && !packets.isEmpty
    }

    func drain() -> [TUIOListener.Packet] {
        lock.lock()
        defer { lock.unlock() }
        let taken = packets
        packets = []
        bytes = 0
        return taken
    }

    var snapshot: TUIOListener.Statistics {
        lock.lock()
        defer { lock.unlock() }
        return statistics
    }
}
