import TouchEngine
import TouchTUIO

/// TUIO 1.1 packets for the tests, built as the protocol describes them (and as the spec-exact tests of the
/// encoder show it writes them).
enum TUIOTestPackets {
    static func cursor(_ command: String, _ arguments: [OSCArgument] = []) -> OSCPacket {
        .message(OSCMessage("/tuio/2Dcur", [.string(command)] + arguments))
    }

    static func set(_ session: Int32, _ x: Float, _ y: Float) -> OSCPacket {
        cursor("set", [.int32(session), .float32(x), .float32(y), .float32(0), .float32(0), .float32(0)])
    }

    /// One frame as real senders bundle it: `source` (optional), `alive`, one `set` per cursor, `fseq`.
    static func frame(source: String? = nil, alive: [Int32]? = nil, sets: [(Int32, Float, Float)] = [],
                      fseq: Int32? = nil) -> [UInt8] {
        var elements: [OSCPacket] = []
        if let source { elements.append(cursor("source", [.string(source)])) }
        if let alive { elements.append(cursor("alive", alive.map { .int32($0) })) }
        elements += sets.map { set($0.0, $0.1, $0.2) }
        if let fseq { elements.append(cursor("fseq", [.int32(fseq)])) }
        return OSCEncoder.encode(OSCBundle(elements))
    }

    static func bundle(_ elements: [OSCPacket]) -> [UInt8] { OSCEncoder.encode(OSCBundle(elements)) }
}

/// A receiver over a 1000×500 window, and shorthands for the events it should produce.
struct TUIOScenario {
    var receiver: TUIOReceiver

    init(configuration: TUIOReceiverConfiguration = TUIOReceiverConfiguration()) {
        receiver = TUIOReceiver(configuration: configuration, windowWidth: 1000, windowHeight: 500)
    }

    /// Receives `packet` from `sender` at `time` and returns the events it produced.
    mutating func receive(_ packet: [UInt8], from sender: String = "127.0.0.1:40000", at time: Double) -> [PointerEvent] {
        receiver.receive(packet, from: sender, at: time)
        return receiver.drainEvents()
    }

    mutating func advance(to time: Double) -> [PointerEvent] {
        receiver.advance(to: time)
        return receiver.drainEvents()
    }
}

func tuio(_ phase: PointerPhase, _ id: Int, _ x: Double, _ y: Double, _ time: Double) -> PointerEvent {
    PointerEvent(phase, id: id, x: x, y: y, time: time, pressure: 1, source: .tuio)
}
