/// Writes one TUIO 2.0 frame as OSC bundles: `/tuio2/frm`, the `/tuio2/ptr` of each pointer that changed, and
/// `/tuio2/alv` last, as the TUIO 2.0 reference server lays them out (its client crashes on a `ptr` before `frm`).
///
/// The rules it keeps: `frm` carries the frame id, the frame's time as an OSC time tag, the window's size as
/// `width << 16 | height` (each clamped to 0...65535) and the source name; every `ptr` has its three ids, position,
/// angle, shear, radius and pressure, then the velocities and accelerations (3 int32 and 11 float32). When the
/// pointers do not fit in `maximumPacketBytes` the frame is split into several bundles, each a whole frame of its
/// own with the next frame id: its `alv` lists every pointer receivers already know, and a new pointer from the
/// bundle that carries its first `ptr` on, so no pointer is lifted between the bundles and none is alive without
/// a position.
enum TUIO2BundleWriter {
    /// One pointer's `ptr`: position (0...1), radius (window widths), pressure (0...1), their rates of change.
    struct PointerState: Equatable, Sendable {
        var session: Int32
        /// `user << 16 | type`.
        var typeUser: Int32
        var x: Float
        var y: Float
        var radius: Float
        var pressure: Float
        var velocityX: Float
        var velocityY: Float
        var pressureVelocity: Float
        var acceleration: Float
        var pressureAcceleration: Float
    }

    /// What the frame says besides its pointers.
    struct Header: Sendable {
        var source: String
        var time: OSCTimeTag
        var width: Double
        var height: Double
    }

    /// The datagrams of one frame: `pointers` are those sent (changed), `alive` every session alive, `known` the
    /// sessions receivers already know. Returns the packets and the frame id of the last one.
    static func packets(header: Header, pointers: [PointerState], alive: [Int32], known: Set<Int32>,
                        firstFrameID: Int32, maximumPacketBytes: Int) -> (packets: [[UInt8]], lastFrameID: Int32) {
        var frameID = firstFrameID
        let fixedSize = OSCEncoder.size(of: OSCBundle([.message(frameMessage(header, frameID: frameID)), .message(aliveMessage(alive))]))
        var packets: [[UInt8]] = []
        var placed = known
        var pending: [PointerState] = []
        var pendingSize = fixedSize
        func flush() {
            for pointer in pending { placed.insert(pointer.session) }
            let listed = alive.filter { placed.contains($0) }
            let messages = [frameMessage(header, frameID: frameID)] + pending.map(pointerMessage) + [aliveMessage(listed)]
            packets.append(OSCEncoder.encode(OSCBundle(messages.map { .message($0) })))
            pending.removeAll()
            pendingSize = fixedSize
        }
        for pointer in pointers {
            let size = 4 + OSCEncoder.size(of: pointerMessage(pointer))
            if !pending.isEmpty && pendingSize + size > maximumPacketBytes {
                flush()
                frameID = frameID == .max ? 1 : frameID + 1
            }
            pending.append(pointer)
            pendingSize += size
        }
        // Pointers alive but neither known nor sent (none in practice) are left out of alv, as in any bundle.
        flush()
        return (packets, frameID)
    }

    /// `width << 16 | height`, each side clamped to what 16 bits hold.
    static func dimension(width: Double, height: Double) -> Int32 {
        func side(_ value: Double) -> UInt32 { value.isFinite ? UInt32(min(max(value.rounded(), 0), 65535)) : 0 }
        return Int32(bitPattern: side(width) << 16 | side(height))
    }

    /// The OSC time tag `offset` seconds after `origin` (seconds since 1900-01-01, NTP's epoch), to the tag's own
    /// resolution: the whole seconds are split off before adding, as a double near 4e9 keeps only microseconds.
    /// `.immediately` for a time that does not fit.
    static func timeTag(origin: Double, offset: Double) -> OSCTimeTag {
        let originSeconds = origin.rounded(.down)
        let rest = (origin - originSeconds) + offset
        let restSeconds = rest.rounded(.down)
        let seconds = originSeconds + restSeconds
        guard seconds.isFinite, rest.isFinite, seconds >= 0, seconds < 4_294_967_296 else { return .immediately }
        return OSCTimeTag(seconds: UInt32(seconds), fraction: UInt32(min((rest - restSeconds) * 4_294_967_296, 4_294_967_295)))
    }

    static func frameMessage(_ header: Header, frameID: Int32) -> OSCMessage {
        OSCMessage(TUIOFrameReader.frameAddress, [.int32(frameID), .timeTag(header.time),
                                                  .int32(dimension(width: header.width, height: header.height)), .string(header.source)])
    }

    static func pointerMessage(_ pointer: PointerState) -> OSCMessage {
        let floats = [pointer.x, pointer.y, 0, 0, pointer.radius, pointer.pressure, pointer.velocityX, pointer.velocityY,
                      pointer.pressureVelocity, pointer.acceleration, pointer.pressureAcceleration]
        return OSCMessage(TUIOFrameReader.pointerAddress, [.int32(pointer.session), .int32(pointer.typeUser), .int32(0)] + floats.map { .float32($0) })
    }

    static func aliveMessage(_ sessions: [Int32]) -> OSCMessage {
        OSCMessage(TUIOFrameReader.aliveAddress, sessions.map { .int32($0) })
    }
}
