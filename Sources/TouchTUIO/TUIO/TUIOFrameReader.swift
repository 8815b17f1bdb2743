/// Reads the TUIO 1.1 `/tuio/2Dcur` profile, and TUIO 2.0's `/tuio2/frm`, `/tuio2/ptr` and `/tuio2/alv`
/// (`TUIOFrameReader+TUIO2.swift`), out of decoded OSC packets.
///
/// The rules it keeps: each bundle's own messages form one frame (nested bundles are frames of their own; a message
/// sent outside any bundle is a frame by itself); other TUIO profiles are ignored and counted, as are other
/// addresses and unknown commands; a `/tuio/2Dcur` message with missing or wrongly typed arguments makes the whole
/// packet malformed. Session ids and `fseq` are int32 on the wire, but int64 and whole-numbered floats from sloppy
/// senders are read too.
enum TUIOFrameReader {
    static let cursorAddress = "/tuio/2Dcur"

    static func content(of packet: OSCPacket) throws(TUIOMessageError) -> TUIOPacketContent {
        var content = TUIOPacketContent()
        switch packet {
        case .message(let message):
            var frame = TUIOFrame()
            if try read(message, into: &frame, content: &content) { content.frames.append(frame) }
        case .bundle(let bundle):
            try read(bundle, into: &content)
        }
        return content
    }

    private static func read(_ bundle: OSCBundle, into content: inout TUIOPacketContent) throws(TUIOMessageError) {
        var frame = TUIOFrame()
        var hasCursorMessages = false
        for element in bundle.elements {
            switch element {
            case .message(let message):
                if try read(message, into: &frame, content: &content) { hasCursorMessages = true }
            case .bundle(let nested):
                try read(nested, into: &content)
            }
        }
        if hasCursorMessages { content.frames.append(frame) }
    }

    /// Adds a message to `frame`; returns whether it was a `/tuio/2Dcur` message.
    private static func read(
        _ message: OSCMessage, into frame: inout TUIOFrame, content: inout TUIOPacketContent
    ) throws(TUIOMessageError) -> Bool {
        if message.address.hasPrefix(tuio2Prefix) { return try readTUIO2(message, into: &frame, content: &content) }
        guard message.address == cursorAddress else {
            if message.address.hasPrefix("/tuio/") { content.ignoredMessages += 1 } else { content.unknownMessages += 1 }
            return false
        }
        let arguments = message.arguments
        guard let command = arguments.first?.stringValue else {
            throw TUIOMessageError(message: "message does not start with a command string")
        }
        switch command {
        case "source":
            guard arguments.count >= 2, let name = arguments[1].stringValue else {
                throw TUIOMessageError(message: "source: expected a string name")
            }
            frame.source = name
        case "alive":
            var alive: [Int64] = []
            alive.reserveCapacity(arguments.count - 1)
            for (index, argument) in arguments.dropFirst().enumerated() {
                guard let session = sessionID(argument) else {
                    throw TUIOMessageError(message: "alive: argument \(index + 1) is not a session id (\(describe(argument)))")
                }
                alive.append(session)
            }
            frame.alive = alive
        case "set":
            guard arguments.count >= 4 else {
                throw TUIOMessageError(message: "set: expected session id, x and y, got \(arguments.count - 1) arguments")
            }
            guard let session = sessionID(arguments[1]) else {
                throw TUIOMessageError(message: "set: \(describe(arguments[1])) is not a session id")
            }
            guard let x = arguments[2].numberValue, let y = arguments[3].numberValue else {
                throw TUIOMessageError(message: "set: x and y must be numbers, got \(describe(arguments[2])), \(describe(arguments[3]))")
            }
            frame.updates.append(TUIOFrame.CursorUpdate(session: session, x: x, y: y))
        case "fseq":
            guard arguments.count >= 2, let sequence = sessionID(arguments[1]) else {
                throw TUIOMessageError(message: "fseq: expected an integer frame number")
            }
            frame.frameSequence = sequence
        default:
            content.unknownMessages += 1
        }
        return true
    }

    /// An integer argument, or a float holding a whole number; nil for anything else.
    static func sessionID(_ argument: OSCArgument) -> Int64? {
        switch argument {
        case .int32(let value): Int64(value)
        case .int64(let value): value
        case .float32(let value): Int64(exactly: value)
        case .double(let value): Int64(exactly: value)
        default: nil
        }
    }

    static func describe(_ argument: OSCArgument) -> String {
        "type \(Character(Unicode.Scalar(argument.typeTag)))"
    }
}
