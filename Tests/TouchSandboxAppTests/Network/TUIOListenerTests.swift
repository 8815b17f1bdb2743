import Foundation
import Testing
@testable import TouchSandboxApp

/// The socket and the listener on loopback: what arrives, who sent it, what a flood leaves behind, what a bind exposes.
@Suite(.serialized) struct TUIOListenerTests {
    /// Counts `wake` calls and lets a test wait for the next one.
    final class WakeCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private let signal = DispatchSemaphore(value: 0)

        func wake() {
            lock.lock()
            count += 1
            lock.unlock()
            signal.signal()
        }

        var calls: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }

        func waitForWake(seconds: Double = 5) -> Bool { signal.wait(timeout: .now() + seconds) == .success }
    }

    static func listener(_ configuration: TUIOListener.Configuration = TUIOListener.Configuration(), host: String = "127.0.0.1",
                         wakes: WakeCounter) throws -> TUIOListener {
        try TUIOListener(address: UDPAddress(host: host, port: 0), configuration: configuration,
                         now: { 42 }, wake: { wakes.wake() })
    }

    /// Waits until `count` packets have been taken from the listener, or 5 s.
    static func drain(_ listener: TUIOListener, count: Int) -> [TUIOListener.Packet] {
        var packets: [TUIOListener.Packet] = []
        let deadline = Date().addingTimeInterval(5)
        while packets.count < count && Date() < deadline {
            packets += listener.drain()
            if packets.count < count { Thread.sleep(forTimeInterval: 0.005) }
        }
        return packets
    }

    @Test func datagramsArriveInOrderWithTheirSenderAndTime() throws {
        let wakes = WakeCounter()
        let listener = try Self.listener(wakes: wakes)
        #expect(listener.localAddress.description.hasPrefix("127.0.0.1:") && listener.localAddress.port > 0)
        let sender = try UDPSocket.sending(to: UDPAddress(host: "127.0.0.1", port: listener.localAddress.port))
        try sender.send([1, 2, 3, 4])
        #expect(wakes.waitForWake())
        try sender.send(Array(repeating: 7, count: 1400))
        let packets = Self.drain(listener, count: 2)
        #expect(packets.map(\.bytes) == [[1, 2, 3, 4], Array(repeating: 7, count: 1400)])
        let senderPort = try #require(packets.first?.sender.split(separator: ":").last.flatMap { Int($0) })
        #expect(packets.allSatisfy { $0.sender == "127.0.0.1:\(senderPort)" && $0.time == 42 })
        #expect(listener.statistics == TUIOListener.Statistics(received: 2, dropped: 0, receiveErrors: 0))
    }

    @Test func anIPv6LoopbackListenerNamesItsSendersInBrackets() throws {
        let wakes = WakeCounter()
        let listener = try Self.listener(host: "::1", wakes: wakes)
        try UDPSocket.sending(to: UDPAddress(host: "::1", port: listener.localAddress.port)).send([0, 0, 0, 0])
        let packets = Self.drain(listener, count: 1)
        #expect(packets.count == 1 && packets[0].sender.hasPrefix("[::1]:"))
    }

    /// Nothing drains while a flood arrives: the queue keeps its cap, counts the rest, and wakes the app once.
    @Test func aFloodIsCappedAndCountedWithOneWake() throws {
        var configuration = TUIOListener.Configuration()
        configuration.capacity = 100
        let wakes = WakeCounter()
        let listener = try Self.listener(configuration, wakes: wakes)
        let sender = try UDPSocket.sending(to: UDPAddress(host: "127.0.0.1", port: listener.localAddress.port))
        for index in 0..<2000 {
            try? sender.send([UInt8(index >> 8), UInt8(index & 0xFF), 0, 0])
            if index % 100 == 99 { Thread.sleep(forTimeInterval: 0.002) }  // let the thread keep up; the kernel buffer is finite
        }
        // Wait until the thread has read everything the kernel kept: the counts stop changing.
        var seen = -1
        let deadline = Date().addingTimeInterval(5)
        while listener.statistics.received + listener.statistics.dropped != seen && Date() < deadline {
            seen = listener.statistics.received + listener.statistics.dropped
            Thread.sleep(forTimeInterval: 0.1)
        }
        let packets = listener.drain()
        #expect(packets.count == 100)
        #expect(packets.map { Int($0.bytes[0]) << 8 | Int($0.bytes[1]) } == Array(0..<100))
        #expect(listener.statistics.received == 100 && listener.statistics.dropped >= 1800, "\(listener.statistics)")
        #expect(wakes.calls == 1)
        // Drained, it takes packets again, and wakes again.
        try sender.send([9, 9, 9, 9])
        #expect(Self.drain(listener, count: 1).map(\.bytes) == [[9, 9, 9, 9]])
        #expect(wakes.calls == 2)
    }

    @Test func aPortInUseIsNamedWithTheSystemsReason() throws {
        let wakes = WakeCounter()
        let first = try Self.listener(wakes: wakes)
        let address = UDPAddress(host: "127.0.0.1", port: first.localAddress.port)
        do {
            _ = try TUIOListener(address: address, now: { 0 }, wake: {})
            Issue.record("bound a port in use")
        } catch {
            #expect(error.description == "cannot listen on 127.0.0.1:\(address.port): Address already in use")
        }
    }

    @Test func anAddressThatIsNotThisMachinesIsNamed() {
        do {
            _ = try UDPSocket.bound(to: UDPAddress(host: "192.0.2.1", port: 3333))
            Issue.record("bound a foreign address")
        } catch {
            #expect(error.description == "cannot listen on 192.0.2.1:3333: Cannot assign requested address")
        }
    }

    /// The default (a bare port, 127.0.0.1) is reachable only at that address; naming 0.0.0.0 opens every address
    /// of the machine. 127.0.0.2 stands in for the machine's network address (both are on loopback here).
    @Test func aLoopbackListenerIsNotReachableAtTheMachinesOtherAddresses() throws {
        let wakes = WakeCounter()
        let loopback = try Self.listener(wakes: wakes)
        try UDPSocket.sending(to: UDPAddress(host: "127.0.0.2", port: loopback.localAddress.port)).send([1, 1, 1, 1])
        let everywhere = try Self.listener(host: "0.0.0.0", wakes: wakes)
        try UDPSocket.sending(to: UDPAddress(host: "127.0.0.2", port: everywhere.localAddress.port)).send([2, 2, 2, 2])
        #expect(Self.drain(everywhere, count: 1).map(\.bytes) == [[2, 2, 2, 2]])
        Thread.sleep(forTimeInterval: 0.1)
        #expect(loopback.drain().isEmpty)
    }

    @Test func stoppingEndsTheThreadAndFreesThePort() throws {
        let wakes = WakeCounter()
        var listener: TUIOListener? = try Self.listener(wakes: wakes)
        let port = listener!.localAddress.port
        listener!.stop()
        listener!.stop()
        listener = nil
        let again = try TUIOListener(address: UDPAddress(host: "127.0.0.1", port: port), now: { 0 }, wake: {})
        #expect(again.localAddress.port == port)
    }
}
