import TouchEngine

/// What the analysis knows of the panel behind the window: how many millimetres one window pixel spans on each
/// axis, how many contacts the device declares it can track (its `ABS_MT_SLOT` range) and its name.
///
/// Nothing here is ever guessed: a figure the device does not give stays nil, and every figure that would need it
/// stays in pixels (the report says so). Fill it from a recording's device description (evemu `A:` lines,
/// libinput record `absinfo`) or from the live device.
public struct PanelGeometry: Equatable, Sendable {
    /// Millimetres per window pixel on each axis.
    public struct Scale: Equatable, Sendable {
        public var x: Double
        public var y: Double

        /// nil unless both are finite and positive.
        public init?(x: Double, y: Double) {
            guard x.isFinite, y.isFinite, x > 0, y > 0 else { return nil }
            self.x = x
            self.y = y
        }
    }

    /// One absolute axis as evdev describes it: its range and its resolution in units per millimetre (0 when the
    /// device does not say).
    public struct Axis: Equatable, Sendable {
        public var minimum: Int
        public var maximum: Int
        public var unitsPerMillimetre: Int

        public init(minimum: Int, maximum: Int, unitsPerMillimetre: Int) {
            self.minimum = minimum
            self.maximum = maximum
            self.unitsPerMillimetre = unitsPerMillimetre
        }

        /// Millimetres the whole axis spans as the recording readers map it (`max - min + 1` units); nil without a
        /// resolution or for an empty range.
        public var millimetres: Double? {
            let units = Double(maximum) - Double(minimum) + 1
            guard unitsPerMillimetre > 0, units > 0 else { return nil }
            return units / Double(unitsPerMillimetre)
        }
    }

    /// The device's name (evemu `N:`, libinput's `name`, SDL's touch name); nil when not known.
    public var name: String?
    /// nil when the device gives no resolution: figures then stay in pixels.
    public var millimetresPerPixel: Scale?
    /// How many contacts the device declares it tracks at once (`ABS_MT_SLOT` maximum − minimum + 1); nil when not known.
    public var declaredContacts: Int?

    public init(name: String? = nil, millimetresPerPixel: Scale? = nil, declaredContacts: Int? = nil) {
        self.name = name
        self.millimetresPerPixel = millimetresPerPixel
        self.declaredContacts = declaredContacts.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Positions scaled into a `windowWidth` × `windowHeight` window the way the recording readers scale them
    /// (`(value - min) * size / (max - min + 1)`): one window pixel spans `(max - min + 1) / (size · resolution)` mm.
    /// A resolution of 0 on either axis gives no scale.
    public init(name: String?, x: Axis, y: Axis, windowWidth: Double, windowHeight: Double, slots: Axis? = nil) {
        let scale = x.millimetres.flatMap { width in
            y.millimetres.flatMap { height in Scale(x: width / windowWidth, y: height / windowHeight) }
        }
        self.init(name: name, millimetresPerPixel: scale, declaredContacts: slots.flatMap(Self.contacts(slots:)))
    }

    /// A live panel `panelWidth` × `panelHeight` mm covering a display of `displayWidth` × `displayHeight` pixels
    /// (touch devices map onto the whole output), measured in a canvas drawn `canvasScale` window pixels per canvas pixel.
    public init(name: String?, panelWidth: Double, panelHeight: Double, displayWidth: Double, displayHeight: Double,
                canvasScale: Double = 1, declaredContacts: Int? = nil) {
        let scale = Scale(x: panelWidth / displayWidth * canvasScale, y: panelHeight / displayHeight * canvasScale)
        self.init(name: name, millimetresPerPixel: scale, declaredContacts: declaredContacts)
    }

    /// The slot count an `ABS_MT_SLOT` axis declares; nil for a range that makes no sense.
    public static func contacts(slots: Axis) -> Int? {
        let count = Double(slots.maximum) - Double(slots.minimum) + 1
        guard count >= 1, count <= 1_000_000 else { return nil }
        return Int(count)
    }

    // MARK: Measuring

    /// "mm" when the resolution is known, else "px".
    public var unit: String { millimetresPerPixel == nil ? "px" : "mm" }

    /// A window-pixel offset in the measuring unit (mm when known, else px).
    public func measured(_ offset: Vector2) -> Vector2 {
        guard let scale = millimetresPerPixel else { return offset }
        return Vector2(offset.x * scale.x, offset.y * scale.y)
    }

    /// The length of a window-pixel offset in the measuring unit.
    public func length(_ offset: Vector2) -> Double { measured(offset).length }

    /// A contact diameter given in window pixels, in millimetres (the geometric mean of the two axes' scales);
    /// nil when the resolution is not known.
    public func millimetres(diameter pixels: Double) -> Double? {
        millimetresPerPixel.map { pixels * ($0.x * $0.y).squareRoot() }
    }

    /// The window's size in millimetres; nil when the resolution is not known.
    public func windowMillimetres(width: Double, height: Double) -> (width: Double, height: Double)? {
        millimetresPerPixel.map { (width * $0.x, height * $0.y) }
    }

    /// How far (mm) a point of a `width` × `height` window lies from the nearest edge; nil when the resolution is
    /// not known.
    public func millimetresFromEdge(_ point: Vector2, width: Double, height: Double) -> Double? {
        millimetresPerPixel.map { scale in
            min(point.x * scale.x, point.y * scale.y, (width - point.x) * scale.x, (height - point.y) * scale.y)
        }
    }
}
