/// Reads a recording made with `evemu-record` on a real touch device and turns it into pointer events scaled to a
/// window (INTERFACES.md, "Recording, evemu").
///
/// Rules it keeps:
/// - Axis ranges come from the `A:` lines, else from the commented device description. When neither gives a
///   position range, the observed extent of the positions is used and a warning says so (the same for pressure).
/// - A device position `p` on an axis `min...max` lands at `(p - min) * size / (max - min + 1)` window pixels, as
///   libinput maps absolute axes: `min` at the window's edge, `max` one device unit short of the far edge.
///   A single observed position (no extent) lands in the middle of the window.
/// - Pressure is normalised by its range to 0...1 (clamped); a device without pressure reports 1; an up reports 0.
///   `ABS_MT_TOUCH_MAJOR` is in position units and becomes `contactSize` in window pixels (mean of both scales).
/// - Times are seconds from the first event of the file. Frames, protocols and lost or dropped reports are
///   handled as `EvemuTouchTracker` describes; touches still down at the end of a clean file end with an `.up` at
///   the last event's time and are counted in `unreleasedTouches`.
/// - A malformed line stops reading: the result holds the touches of every frame completed before it and the error.
///
/// ```swift
/// let recording = try EvemuReader(windowWidth: 1280, windowHeight: 800).read(path: "tablet.evemu")
/// ```
public struct EvemuReader: Sendable {
    public var windowWidth: Int
    public var windowHeight: Int

    public init(windowWidth: Int, windowHeight: Int) {
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
    }

    /// Throws only when the file is refused as a whole (unreadable, empty, not evemu); see `Recording.error`.
    public func read(path: String) throws(RecordingError) -> Recording {
        try read(source: RecordingLineSource(path: path))
    }

    /// Reads a recording already in memory; `name` stands for the file in errors.
    public func read(bytes: [UInt8], name: String) throws(RecordingError) -> Recording {
        try read(source: RecordingLineSource(bytes: bytes, name: name))
    }

    func read(source: RecordingLineSource) throws(RecordingError) -> Recording {
        let text = try EvemuTextParser(source: source)
        var tracker = EvemuTouchTracker(protocol: .init(events: text.events))
        for event in text.events { tracker.handle(event) }
        var unreleased = 0
        if text.error == nil, let last = text.events.last {
            unreleased = tracker.finish(at: last.time)
        }

        var recording = Recording(
            file: source.name, format: .evemu, width: windowWidth, height: windowHeight,
            deviceName: text.deviceName, unreleasedTouches: unreleased, error: text.error)
        let touches = tracker.output
        guard !touches.isEmpty else {
            if text.error == nil { recording.warnings.append("no touches found in the recording") }
            return recording
        }

        let single = tracker.protocol == .singleTouch
        let xCode = single ? EvdevCode.x : EvdevCode.positionX
        let yCode = single ? EvdevCode.y : EvdevCode.positionY
        let pressureCode = single ? EvdevCode.pressure : EvdevCode.multiTouchPressure
        func range(_ code: UInt16, _ values: (EvdevContact) -> Int32?) -> AxisMapping? {
            if let declared = text.declaredRanges[code] ?? text.commentedRanges[code],
               declared.minimum <= declared.maximum {
                return AxisMapping(declared, observed: false)
            }
            let observed = touches.compactMap { values($0.contact) }
            guard let low = observed.min(), let high = observed.max() else { return nil }
            recording.warnings.append(
                "no range for \(EvdevCode.absoluteAxisName(code)) (neither an \"A:\" line nor the commented header); "
                    + "using the observed extent \(low)...\(high)")
            return AxisMapping(EvdevAxisRange(minimum: low, maximum: high), observed: true)
        }
        let xAxis = range(xCode) { $0.x }!
        let yAxis = range(yCode) { $0.y }!
        let pressureAxis = range(pressureCode) { $0.pressure }
        let width = Double(windowWidth), height = Double(windowHeight)
        let sizeScale = (xAxis.scale(to: width) + yAxis.scale(to: height)) / 2
        let start = text.events[0].time

        recording.events = touches.map { touch in
            var pressure = 1.0
            if touch.phase == .up {
                pressure = 0
            } else if let raw = touch.contact.pressure, let pressureAxis {
                pressure = pressureAxis.normalised(raw)
            }
            return PointerEvent(
                touch.phase, id: touch.id,
                x: xAxis.position(touch.contact.x, size: width), y: yAxis.position(touch.contact.y, size: height),
                time: Double(touch.time - start) / 1_000_000, pressure: pressure, source: .touch,
                contactSize: touch.contact.touchMajor.map { Double($0) * sizeScale })
        }
        return recording
    }
}

/// Maps one device axis onto window pixels or onto 0...1.
private struct AxisMapping {
    var minimum: Double
    /// Device units the axis spans: `max - min + 1`.
    var span: Double
    var observed: Bool

    init(_ range: EvdevAxisRange, observed: Bool) {
        minimum = Double(range.minimum)
        span = Double(range.maximum) - Double(range.minimum) + 1
        self.observed = observed
    }

    func scale(to size: Double) -> Double { size / span }

    func position(_ value: Int32, size: Double) -> Double {
        if observed && span == 1 { return size / 2 }
        return (Double(value) - minimum) * size / span
    }

    func normalised(_ value: Int32) -> Double {
        guard span > 1 else { return 1 }
        return min(max((Double(value) - minimum) / (span - 1), 0), 1)
    }
}
