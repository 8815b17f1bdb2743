/// What a first pass over a device recording's events finds, before any event is handed out: which multi-touch
/// protocol the device uses, where its events start, and the extent of the values on each axis that positions and
/// pressure may be read from (for a recording whose device description gives no range).
///
/// Memory is constant: one range per axis, whatever the recording's length.
struct EvdevEventScan {
    private(set) var firstTime: Int64?
    private var sawSlot = false
    private var sawContactReport = false
    private var sawMultiTouch = false
    private var extents: [UInt16: ClosedRange<Int32>] = [:]

    private static let scannedAxes: Set<UInt16> = [
        EvdevCode.x, EvdevCode.y, EvdevCode.pressure,
        EvdevCode.positionX, EvdevCode.positionY, EvdevCode.multiTouchPressure,
    ]

    mutating func add(_ event: EvdevEvent) {
        if firstTime == nil { firstTime = event.time }
        if event.type == EvdevType.synchronization && event.code == EvdevCode.synMultiTouchReport {
            sawContactReport = true
        }
        guard event.type == EvdevType.absolute else { return }
        switch event.code {
        case EvdevCode.slot: sawSlot = true
        case EvdevCode.positionX, EvdevCode.positionY, EvdevCode.trackingID: sawMultiTouch = true
        default: break
        }
        guard Self.scannedAxes.contains(event.code) else { return }
        if let extent = extents[event.code] {
            extents[event.code] = min(extent.lowerBound, event.value)...max(extent.upperBound, event.value)
        } else {
            extents[event.code] = event.value...event.value
        }
    }

    /// The protocol the events use: B when `ABS_MT_SLOT` occurs (only protocol B has slots), else A when
    /// `SYN_MT_REPORT` occurs, else B when other multi-touch events do (a one-slot device never sends a slot),
    /// else single touch.
    var reportingProtocol: ReportingProtocol {
        if sawSlot { return .slots }
        if sawContactReport { return .contactReports }
        return sawMultiTouch ? .slots : .singleTouch
    }

    /// The smallest and largest value seen on an axis, nil when it never changed in the recording.
    func extent(of code: UInt16) -> ClosedRange<Int32>? {
        extents[code]
    }
}
