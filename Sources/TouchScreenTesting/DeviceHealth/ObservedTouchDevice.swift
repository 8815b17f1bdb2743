/// A touch device as `devices` saw it, from a recording or a live listen: what names it, and its contacts.
public struct ObservedTouchDevice: Equatable, Sendable {
    /// The kernel's name of the device (`ATTRS{name}` in udev), when known.
    public var name: String?
    /// `ATTRS{id/vendor}` and `ATTRS{id/product}` as numbers, when the recording gives them.
    public var vendor: Int?
    public var product: Int?
    /// The event node it was recorded from, when known.
    public var node: String?
    /// udev's input classes (`touchscreen`, `mouse`, `tablet`, …), when the recording lists them.
    public var inputClasses: [String]
    /// Where it was seen: the recording's path, or `SDL touch device ID`.
    public var source: String
    /// SDL's touch id, for a live listen.
    public var sdlTouchID: Int64?
    /// Contacts the device declares it tracks at once (slots), when known.
    public var slotCount: Int?
    public var contacts: [DeviceContact]
    public var maximumSimultaneous: Int

    public init(name: String?, vendor: Int? = nil, product: Int? = nil, node: String? = nil, inputClasses: [String] = [],
                source: String, sdlTouchID: Int64? = nil, slotCount: Int? = nil, contacts: [DeviceContact],
                maximumSimultaneous: Int? = nil) {
        self.name = name
        self.vendor = vendor
        self.product = product
        self.node = node
        self.inputClasses = inputClasses
        self.source = source
        self.sdlTouchID = sdlTouchID
        self.slotCount = slotCount
        self.contacts = contacts
        self.maximumSimultaneous = maximumSimultaneous ?? (contacts.isEmpty ? 0 : 1)
    }

    /// `vendor` as sysfs writes `id/vendor`: four lower-case hex digits.
    public var vendorText: String? { vendor.map(Self.hex) }
    public var productText: String? { product.map(Self.hex) }

    static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
