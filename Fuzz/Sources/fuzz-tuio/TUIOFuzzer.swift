import FuzzSupport
import TouchEngine
import TouchTUIO

/// TUIO 1.1 and 2.0 input: a stream of datagrams from several senders, over time, into one `TUIOReceiver`.
/// `Scripts/fuzz` runs it twice: as `tuio` with 1.1 seeds and dictionary, as `tuio2` with 2.0 ones.
///
/// The input is a series of records: sender (1 byte: one of 24 addresses, more than the source cap), time step
/// (1 byte, hundredths of a second, so silences longer than the timeout happen), packet length (2 bytes, big
/// endian; a short last record takes what is left) and the packet. The caps are small so the fuzzer reaches them.
/// After every packet the receiver must hold no more than its caps, and its events must tell one consistent story:
/// a pointer goes down once with an id in the receiver's range, moves and ends only while down, its position is
/// finite, its pressure within 0...1 and its contact size (2.0's radius) finite and positive when given, and
/// `touchCount` is the number of pointers down. When every source has fallen silent nothing is down.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    var configuration = TUIOReceiverConfiguration()
    configuration.maximumSources = 4
    configuration.maximumCursorsPerSource = 8
    let pointerRange = configuration.firstPointerID..<configuration.firstPointerID + 4 * 8
    var receiver = TUIOReceiver(configuration: configuration, windowWidth: 1280, windowHeight: 800)
    var down = Set<PointerID>()
    var time = 0.0

    func check(_ events: [PointerEvent]) {
        for event in events {
            expect(event.position.x.isFinite && event.position.y.isFinite, "a non-finite position: \(event)")
            expect((0...1).contains(event.pressure), "a pressure outside 0...1: \(event)")
            expect(event.contactSize.map { $0.isFinite && $0 > 0 } ?? true, "a contact size that is not finite and positive: \(event)")
            expect(event.source == .tuio && event.time == time, "an event from elsewhere or another time: \(event)")
            switch event.phase {
            case .down:
                expect(pointerRange.contains(event.id.rawValue), "pointer id \(event.id) outside the receiver's range")
                expect(down.insert(event.id).inserted, "a second down for pointer \(event.id)")
            case .move:
                expect(down.contains(event.id), "a move for pointer \(event.id), which is not down")
            case .up, .cancel:
                expect(down.remove(event.id) != nil, "an end for pointer \(event.id), which is not down")
            }
        }
        expect(receiver.sourceCount <= configuration.maximumSources, "\(receiver.sourceCount) sources held")
        expect(receiver.touchCount == down.count, "touchCount \(receiver.touchCount), \(down.count) down")
        expect(receiver.touchCount <= pointerRange.count, "\(receiver.touchCount) touches held")
    }

    var offset = 0
    while offset + 4 <= bytes.count {
        let sender = "10.0.0.\(bytes[offset] % 24):3333"
        time += Double(bytes[offset + 1]) / 100
        let length = min(Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]), bytes.count - offset - 4)
        let packet = Array(bytes[offset + 4..<offset + 4 + length])
        offset += 4 + length
        receiver.receive(packet, from: sender, at: time)
        check(receiver.drainEvents())
    }
    time += configuration.silenceTimeout + 1
    receiver.advance(to: time)
    check(receiver.drainEvents())
    expect(down.isEmpty && receiver.sourceCount == 0, "touches left after every source fell silent")
    return 0
}
