/// What a recording tells about the touch device it was made on: its name, its position and pressure axes, and how
/// many contacts it declares. Read from an evemu header or `.desc` file or from a libinput record's `absinfo`.
///
/// Rule: a figure the description does not give is nil or 0, never invented; an axis range the reader had to take
/// from the positions themselves is marked `observed`, and then has no resolution.
public struct TouchDeviceDescription: Equatable, Sendable {
    /// Where the description came from.
    public enum Origin: Equatable, Sendable {
        /// The recording's own header (`A:`/`N:` lines, its commented header, a libinput device block).
        case recording
        /// A device description file: `--device FILE`, or the `.desc` file beside an evemu events file.
        case file(String)
        /// Nothing described the device: axis ranges are the observed extent of the positions.
        case observed
    }

    /// The device's name (`N:` line, `# Input device name:`, libinput's `name`), when given.
    public var name: String?
    public var origin: Origin
    /// The axes positions are scaled from (`ABS_MT_POSITION_X`/`Y`, or `ABS_X`/`Y` for a single-touch device);
    /// nil only when the recording neither declares nor contains any position.
    public var x: TouchDeviceAxis?
    public var y: TouchDeviceAxis?
    /// `ABS_MT_PRESSURE` (or `ABS_PRESSURE`), when declared or seen.
    public var pressure: TouchDeviceAxis?
    /// Contacts the device declares it can track: `ABS_MT_SLOT`'s maximum + 1; nil when it has no slots.
    public var slotCount: Int?
    /// Bus, vendor, product and version, when the recording gives them (evemu `I:`, libinput record `id`).
    public var identity: TouchDeviceIdentity?
    /// The node the device was recorded from (`/dev/input/event7`), when the recording names it (libinput record).
    public var node: String?
    /// udev's input classes of the device (`touchscreen`, `mouse`, `tablet`, …: its `ID_INPUT_*=1` properties), when
    /// the recording lists them (libinput record's `udev` section); empty otherwise.
    public var udevInputClasses: [String] = []

    public init(name: String? = nil, origin: Origin, x: TouchDeviceAxis? = nil, y: TouchDeviceAxis? = nil,
                pressure: TouchDeviceAxis? = nil, slotCount: Int? = nil) {
        self.name = name
        self.origin = origin
        self.x = x
        self.y = y
        self.pressure = pressure
        self.slotCount = slotCount
    }

    /// The touch surface's width, `(max - min) / resolution` as libinput reports it; nil when the resolution is unknown.
    public var widthMillimetres: Double? { x?.lengthMillimetres }
    /// The touch surface's height, `(max - min) / resolution`; nil when the resolution is unknown.
    public var heightMillimetres: Double? { y?.lengthMillimetres }
}

/// One absolute axis of a device: its range, inclusive at both ends, and its resolution.
public struct TouchDeviceAxis: Equatable, Sendable {
    public var minimum: Int
    public var maximum: Int
    /// Units per millimetre (the kernel's `input_absinfo.resolution`); 0 when unknown.
    public var resolution: Int
    /// Whether the range is the extent of the values seen in the recording rather than a declared one.
    public var observed: Bool

    public init(minimum: Int, maximum: Int, resolution: Int = 0, observed: Bool = false) {
        self.minimum = minimum
        self.maximum = maximum
        self.resolution = resolution
        self.observed = observed
    }

    /// Device units the axis spans: `max - min + 1`.
    public var span: Double { Double(maximum) - Double(minimum) + 1 }

    /// Millimetres per device unit; nil when the resolution is unknown.
    public var millimetresPerUnit: Double? { resolution > 0 ? 1 / Double(resolution) : nil }

    /// `(max - min) / resolution`; nil when the resolution is unknown.
    public var lengthMillimetres: Double? {
        resolution > 0 ? (Double(maximum) - Double(minimum)) / Double(resolution) : nil
    }
}

/// The identity the kernel gives an input device (`struct input_id`): bus type, vendor, product and version, as
/// udev shows them in `ATTRS{id/vendor}` and `ATTRS{id/product}` (four lower-case hex digits).
public struct TouchDeviceIdentity: Equatable, Sendable {
    public var bus: Int
    public var vendor: Int
    public var product: Int
    public var version: Int

    public init(bus: Int, vendor: Int, product: Int, version: Int) {
        self.bus = bus
        self.vendor = vendor
        self.product = product
        self.version = version
    }

    /// `vendor` as sysfs writes `id/vendor`: four lower-case hex digits.
    public var vendorText: String { Self.hex(vendor) }
    /// `product` as sysfs writes `id/product`.
    public var productText: String { Self.hex(product) }

    static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
