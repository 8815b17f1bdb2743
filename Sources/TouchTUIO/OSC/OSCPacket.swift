/// One OSC 1.0 packet: the content of one UDP datagram, either a message or a bundle.
public enum OSCPacket: Equatable, Sendable {
    case message(OSCMessage)
    case bundle(OSCBundle)
}

/// An OSC message: an address pattern such as `/tuio/2Dcur` and its typed arguments.
///
/// OSC strings cannot hold a NUL character: the encoder ends a string at its first NUL, as a receiver would.
public struct OSCMessage: Equatable, Sendable {
    public var address: String
    public var arguments: [OSCArgument]

    public init(_ address: String, _ arguments: [OSCArgument] = []) {
        self.address = address
        self.arguments = arguments
    }
}

/// An OSC bundle: a time tag and elements that are messages or further bundles, in order.
public struct OSCBundle: Equatable, Sendable {
    public var timeTag: OSCTimeTag
    public var elements: [OSCPacket]

    public init(timeTag: OSCTimeTag = .immediately, _ elements: [OSCPacket]) {
        self.timeTag = timeTag
        self.elements = elements
    }
}

/// An OSC time tag: NTP format, seconds since 1900-01-01 and a 32-bit binary fraction of a second.
/// The value 1 (0 seconds, fraction 1) means "immediately", which is what TUIO senders use.
public struct OSCTimeTag: Hashable, Sendable {
    public var seconds: UInt32
    public var fraction: UInt32

    public init(seconds: UInt32, fraction: UInt32) {
        self.seconds = seconds
        self.fraction = fraction
    }

    public init(rawValue: UInt64) {
        self.init(seconds: UInt32(truncatingIfNeeded: rawValue >> 32), fraction: UInt32(truncatingIfNeeded: rawValue))
    }

    public var rawValue: UInt64 { UInt64(seconds) << 32 | UInt64(fraction) }

    public static let immediately = OSCTimeTag(seconds: 0, fraction: 1)
}
