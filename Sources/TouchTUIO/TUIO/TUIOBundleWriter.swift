/// Writes one TUIO 1.1 `/tuio/2Dcur` frame as OSC bundles: `source`, the `alive` list, one `set` per cursor,
/// and `fseq`.
///
/// The rules it keeps (after the reference TUIO server's): when the cursors do not fit in `maximumPacketBytes`, the
/// frame is split into several bundles with as many `set` messages as fit (at least one); all but the last end with
/// `fseq` -1, which receivers always apply, and the last carries the frame's number. Every bundle's `alive` lists
/// all cursors receivers already know, so none is lifted between the bundles of a frame, and a new cursor only from
/// the bundle that carries its first `set` on, so a receiver that adds cursors on `alive` (python-tuio does) never
/// sees one without a position. The `alive` list is never split, so a bundle exceeds the budget only with hundreds
/// of cursors.
enum TUIOBundleWriter {
    /// One cursor's `set`: session id, position x y (0...1), velocity X Y (per second), motion acceleration m.
    struct CursorState: Equatable, Sendable {
        var session: Int32
        var x: Float
        var y: Float
        var velocityX: Float
        var velocityY: Float
        var acceleration: Float
        /// Not sent in any earlier frame.
        var isNew: Bool
        /// Lifted: this frame lists it alive for the last time.
        var isLifted = false
    }

    static func packets(source: String, cursors: [CursorState], frameSequence: Int32, maximumPacketBytes: Int) -> [[UInt8]] {
        let sourceMessage = message("source", [.string(source)])
        // Sized with every cursor alive, the most any of the frame's bundles lists.
        let fixedSize = OSCEncoder.size(of: OSCBundle([
            .message(sourceMessage), .message(aliveMessage(cursors)), .message(message("fseq", [.int32(frameSequence)])),
        ]))
        var packets: [[UInt8]] = []
        var placedNew = Set<Int32>()
        func alive() -> OSCMessage { aliveMessage(cursors.filter { !$0.isNew || placedNew.contains($0.session) }) }
        var pending: [CursorState] = []
        var pendingSize = fixedSize
        for cursor in cursors {
            let size = 4 + OSCEncoder.size(of: setMessage(cursor))
            if !pending.isEmpty && pendingSize + size > maximumPacketBytes {
                packets.append(bundle(sourceMessage, alive(), pending, frameSequence: -1))
                pending.removeAll()
                pendingSize = fixedSize
            }
            pending.append(cursor)
            pendingSize += size
            if cursor.isNew { placedNew.insert(cursor.session) }
        }
        packets.append(bundle(sourceMessage, alive(), pending, frameSequence: frameSequence))
        return packets
    }

    private static func aliveMessage(_ cursors: [CursorState]) -> OSCMessage {
        message("alive", cursors.map { .int32($0.session) })
    }

    private static func setMessage(_ cursor: CursorState) -> OSCMessage {
        message("set", [.int32(cursor.session), .float32(cursor.x), .float32(cursor.y),
                        .float32(cursor.velocityX), .float32(cursor.velocityY), .float32(cursor.acceleration)])
    }

    private static func message(_ command: String, _ arguments: [OSCArgument]) -> OSCMessage {
        OSCMessage(TUIOFrameReader.cursorAddress, [.string(command)] + arguments)
    }

    private static func bundle(_ source: OSCMessage, _ alive: OSCMessage, _ sets: [CursorState], frameSequence: Int32) -> [UInt8] {
        let messages = [source, alive] + sets.map(setMessage) + [message("fseq", [.int32(frameSequence)])]
        return OSCEncoder.encode(OSCBundle(messages.map { .message($0) }))
    }
}
