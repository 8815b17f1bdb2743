import TouchEngine

/// A touch's latest pressure and contact size and the range each covered (non-finite readings are ignored).
struct PressureAndSizeMeter: Sendable {
    private(set) var pressure: Double
    private(set) var pressureRange: ClosedRange<Double>?
    private(set) var contactSize: Double?
    private(set) var contactSizeRange: ClosedRange<Double>?

    init(pressure: Double) {
        self.pressure = pressure
    }

    /// The pressure range when the device reports pressure: one that does not gives exactly 1 throughout.
    var reportedPressureRange: ClosedRange<Double>? {
        guard let range = pressureRange, !(range.lowerBound == 1 && range.upperBound == 1) else { return nil }
        return range
    }

    mutating func note(_ event: PointerEvent) {
        if event.pressure.isFinite {
            pressure = event.pressure
            pressureRange = pressureRange.map { min($0.lowerBound, pressure)...max($0.upperBound, pressure) } ?? pressure...pressure
        }
        if let size = event.contactSize, size.isFinite {
            contactSize = size
            contactSizeRange = contactSizeRange.map { min($0.lowerBound, size)...max($0.upperBound, size) } ?? size...size
        }
    }
}
