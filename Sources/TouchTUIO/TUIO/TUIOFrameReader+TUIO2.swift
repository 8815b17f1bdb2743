/// TUIO 2.0 (tuio.org/?tuio20): a frame is a bundle of `/tuio2/frm` (frame id, OSC time tag, dimension
/// `width << 16 | height`, source), the components that changed, and `/tuio2/alv` with the session ids of every
/// component alive. Pointers are `/tuio2/ptr s_id tu_id c_id x y angle shear radius press [x_vel y_vel p_vel m_acc
/// p_acc]`, `tu_id` packing the user id and the pointer type as `user << 16 | type`.
///
/// The rules it keeps: `frm` gives the frame its id and source name (time and dimension are read past); `ptr` is a
/// cursor update like 1.1's `set`, with pressure and radius; `alv` is 1.1's `alive`. Other `/tuio2/` components
/// (tokens, bounds, symbols, geometry) are ignored and counted. A message with missing or wrongly typed arguments
/// makes the packet malformed; a `ptr` needs at least its three ids, x and y, and every further argument must be
/// a number.
extension TUIOFrameReader {
    static let tuio2Prefix = "/tuio2/"
    static let frameAddress = "/tuio2/frm"
    static let pointerAddress = "/tuio2/ptr"
    static let aliveAddress = "/tuio2/alv"

    /// Adds a `/tuio2/` message to `frame`; returns whether it was one of frm, ptr, alv.
    static func readTUIO2(
        _ message: OSCMessage, into frame: inout TUIOFrame, content: inout TUIOPacketContent
    ) throws(TUIOMessageError) -> Bool {
        let arguments = message.arguments
        func failure(_ text: String) -> TUIOMessageError { TUIOMessageError(message: text, address: message.address) }
        switch message.address {
        case frameAddress:
            guard let frameID = arguments.first.flatMap(sessionID) else {
                throw failure("expected an integer frame id first, got \(arguments.first.map(describe) ?? "nothing")")
            }
            if arguments.count >= 4 {
                guard let source = arguments[3].stringValue else { throw failure("argument 4 (source) is \(describe(arguments[3])), not a string") }
                frame.source = source
            }
            frame.frameSequence = frameID
        case pointerAddress:
            guard arguments.count >= 5 else {
                throw failure("expected s_id, tu_id, c_id, x and y, got \(arguments.count) arguments")
            }
            guard let session = sessionID(arguments[0]), sessionID(arguments[1]) != nil, sessionID(arguments[2]) != nil else {
                throw failure("s_id, tu_id and c_id must be integers, got \(arguments.prefix(3).map(describe).joined(separator: ", "))")
            }
            var numbers: [Double] = []
            numbers.reserveCapacity(arguments.count - 3)
            for (index, argument) in arguments.enumerated().dropFirst(3) {
                guard let number = argument.numberValue else { throw failure("argument \(index + 1) is \(describe(argument)), not a number") }
                numbers.append(number)
            }
            // x y angle shear radius press: radius and press are the 8th and 9th arguments.
            frame.updates.append(TUIOFrame.CursorUpdate(session: session, x: numbers[0], y: numbers[1],
                                                        pressure: numbers.count > 5 ? numbers[5] : nil,
                                                        radius: numbers.count > 4 ? numbers[4] : nil))
        case aliveAddress:
            var alive: [Int64] = []
            alive.reserveCapacity(arguments.count)
            for (index, argument) in arguments.enumerated() {
                guard let session = sessionID(argument) else { throw failure("argument \(index + 1) is not a session id (\(describe(argument)))") }
                alive.append(session)
            }
            frame.alive = alive
        default:
            content.ignoredMessages += 1
            return false
        }
        frame.version = .tuio20
        return true
    }
}
