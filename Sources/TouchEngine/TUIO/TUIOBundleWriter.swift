/// Writes one TUIO 1.1 `/tuio/2Dcur` frame as OSC bundles: `source`, the full `alive` list, one `set` per cursor,
/// and `fseq`.
///
/// The rule it keeps (the reference TUIO server's): when the cursors do not fit in `maximumPacketBytes`, the frame
/// is split into several bundles, each with the source and the whole `alive` list and as many `set` messages as
/// fit (at least one); all but the last end with `fseq` -1, which receivers always apply, and the last carries the
/// frame's number. The `alive` list is never split, so a bundle exceeds the budget only with hundreds of cursors.
enum TUIOBundleWriter {
    /// One cursor's `set`: session id, position x y (0...1), velocity X Y (per second), motion acceleration m.
    struct CursorState: Equatable, Sendable {
        var session: Int32
        var x: Float
        var y: Float
        var velocityX: Float
        var velocityY: Float
        var acceleration: Float
    }

    static func packets(source: String, cursors: [CursorState], frameSequence: Int32, maximumPacketBytes: Int) -> [[UInt8]] {
        let sourceMessage = message("source", [.string(source)])
        let aliveMessage = message("alive", cursors.map { .int32($0.session) })
        let sets = cursors.map {
            message("set", [.int32($0.session), .float32($0.x), .float32($0.y),
                            .float32($0.velocityX), .float32($0.velocityY), .float32($0.acceleration)])
        }
        let fixedSize = OSCEncoder.size(of: OSCBundle([.message(sourceMessage), .message(aliveMessage),
                                                       .message(message("fseq", [.int32(frameSequence)]))]))
        var packets: [[UInt8]] = []
        var pending: [OSCMessage] = []
        var pendingSize = fixedSize
        for set in sets {
            let size = 4 + OSCEncoder.size(of: set)
            if !pending.isEmpty && pendingSize + size > maximumPacketBytes {
                packets.append(bundle(sourceMessage, aliveMessage, pending, frameSequence: -1))
                pending.removeAll()
                pendingSize = fixedSize
            }
            pending.append(set)
            pendingSize += size
        }
        packets.append(bundle(sourceMessage, aliveMessage, pending, frameSequence: frameSequence))
        return packets
    }

    private static func message(_ command: String, _ arguments: [OSCArgument]) -> OSCMessage {
        OSCMessage(TUIOFrameReader.cursorAddress, [.string(command)] + arguments)
    }

    private static func bundle(_ source: OSCMessage, _ alive: OSCMessage, _ sets: [OSCMessage], frameSequence: Int32) -> [UInt8] {
        let messages = [source, alive] + sets + [message("fseq", [.int32(frameSequence)])]
        return OSCEncoder.encode(OSCBundle(messages.map { .message($0) }))
    }
}
