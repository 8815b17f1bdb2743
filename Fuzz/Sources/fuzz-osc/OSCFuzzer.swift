import FuzzSupport
import TouchTUIO

/// OSC 1.0 packets: any bytes either decode or throw an `OSCDecodingError` whose offset lies within the packet.
/// A decoded packet re-encodes to the size `OSCEncoder.size(of:)` promises, and decoding that encoding gives a
/// packet that encodes to the same bytes (floats compared by bit pattern, so NaN payloads count too).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let decoder = OSCDecoder()
    let packet: OSCPacket
    do {
        packet = try decoder.decode(bytes)
    } catch {
        expect(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) outside the packet")
        return 0
    }
    let encoded = OSCEncoder.encode(packet)
    expect(encoded.count == OSCEncoder.size(of: packet), "size(of:) differs from the encoding")
    guard let again = try? decoder.decode(encoded) else { fatalError("the encoder wrote a packet the decoder refuses") }
    expect(OSCEncoder.encode(again) == encoded, "decode(encode(packet)) differs from packet")
    return 0
}
