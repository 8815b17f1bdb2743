/// How a source names one of its contacts before the `TouchStreamNormalizer` gives it a `PointerID`: the source's own
/// numbering (`source`, a number each feeder of one normaliser picks so their contacts stay apart), the device within
/// it, and the contact's number on that device. SDL's fingers are (fingers, touch device, finger id), a TUIO cursor is
/// (tuio, 0, the receiver's id); a stream whose events already carry their ids uses `ContactKey(id)`.
public struct ContactKey: Hashable, Sendable {
    // `contact` first: equality compares in this order, and the contact number differs most often.
    public var contact: Int64
    public var source: Int
    public var device: Int64

    public init(source: Int = 0, device: Int64 = 0, contact: Int64) {
        self.source = source
        self.device = device
        self.contact = contact
    }

    /// The key of a pointer that already has its id (source 0, device 0).
    @inline(__always)
    public init(_ id: PointerID) {
        self.init(contact: Int64(id.rawValue))
    }
}
