import TouchEngine

/// Plays a device recording (evemu or libinput record) as pointer events scaled to a window, in constant memory.
///
/// How: the file is read twice. A first pass (`EvdevEventScan`) finds the protocol, the first event's time and the
/// extent of each axis, which a recording without a usable description needs before its first position can be
/// scaled; the second pass hands events out as their lines are read. Neither pass keeps events.
///
/// Rules it keeps (docs/formats.md, "Recording, evemu" and "Recording, libinput record"):
/// - A device position `p` on an axis `min...max` lands at `(p - min) * size / (max - min + 1)` window pixels, as
///   libinput maps absolute axes. A single observed position (no extent) lands in the middle of the window.
/// - Pressure is normalised by its range to 0...1 (clamped); a device without pressure reports 1; an up reports 0.
///   `ABS_MT_TOUCH_MAJOR` is in position units and becomes `contactSize` in window pixels (mean of both scales).
/// - Times are seconds from the first event (evemu) or as recorded (libinput, already relative to its start).
/// - Frames, protocols and dropped reports are handled by the protocol's `EvdevTouchTracker`; touches still down at the
///   end stay down (as a format 1 recording of the same session leaves them) and are counted in
///   `problems.touchesDownAtEnd`; a position a contact never reported is guessed and named in a warning.
final class EvdevRecordingStream: RecordingStream {
    private(set) var info: RecordingInfo
    private(set) var problems: RecordingProblems
    private let source: EvdevEventSource
    private var tracker: any EvdevTouchTracker
    private var scaling: EvdevPointerScaling
    private var pending: [EvdevTouchEvent] = []
    private var pendingIndex = 0
    private var pointerEventsOut = 0
    private var finished = false
    private let timeOrigin: Int64
    private var guesses: [GuessedPosition] = []

    /// `open` makes a fresh source at the start of the recording each time it is called (once per pass).
    init(
        format: RecordingFormat, file: String, deviceFile: String?, besideOf eventsPath: String?,
        windowWidth: Int, windowHeight: Int,
        open: (inout RecordingProblems) throws(RecordingError) -> EvdevEventSource
    ) throws(RecordingError) {
        var firstPassProblems = RecordingProblems(file: file)
        let firstPass = try open(&firstPassProblems)
        var scan = EvdevEventScan()
        while let event = firstPass.nextEvent(&firstPassProblems) { scan.add(event) }

        var problems = RecordingProblems(file: file)
        source = try open(&problems)
        let reportingProtocol = scan.reportingProtocol
        let resolver = EvdevDeviceResolver(recording: file, codes: .init(reportingProtocol), scan: scan)
        let device = try resolver.resolve(
            own: source.device, deviceFile: deviceFile, besideOf: eventsPath, problems: &problems)
        self.problems = problems
        tracker = reportingProtocol.makeTracker(
            axisMinimum: (Int32(clamping: device.x?.minimum ?? 0), Int32(clamping: device.y?.minimum ?? 0)))
        timeOrigin = source.timesAreRelative ? 0 : scan.firstTime ?? 0
        scaling = EvdevPointerScaling(device: device, width: Double(windowWidth), height: Double(windowHeight), timeOrigin: timeOrigin)
        info = RecordingInfo(file: file, format: format, width: windowWidth, height: windowHeight, device: device,
                             timeOrigin: Double(timeOrigin) / 1_000_000)
    }

    func scalePositions(toWidth width: Int, height: Int) {
        let width = max(width, 1), height = max(height, 1)
        guard width != info.width || height != info.height, let device = info.device else { return }
        scaling = EvdevPointerScaling(device: device, width: Double(width), height: Double(height), timeOrigin: timeOrigin)
        info.width = width
        info.height = height
    }

    func next() -> RecordedInput? {
        while true {
            if pendingIndex < pending.count {
                let touch = pending[pendingIndex]
                pendingIndex += 1
                pointerEventsOut += 1
                return .pointer(scaling.pointerEvent(touch))
            }
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
            guard !finished else { return nil }
            if let event = source.nextEvent(&problems) {
                tracker.handle(event)
            } else {
                finished = true
                problems.touchesDownAtEnd = tracker.touchesDown
            }
            tracker.book.drainOutput(into: &pending)
            tracker.drainGuesses(into: &guesses)
            for guess in guesses { problems.warn(describe(guess)) }
            guesses.removeAll(keepingCapacity: true)
            if finished && pending.isEmpty && pointerEventsOut == 0 {
                problems.warn("no touches found in the recording")
            }
        }
    }
}

extension EvdevRecordingStream {
    /// `slot 1 (tracking id 101) at 1.000 s: no ABS_MT_POSITION_X was reported; counted at 1000, the axis' last
    /// known value`.
    private func describe(_ guess: GuessedPosition) -> String {
        let seconds = Double(guess.time - timeOrigin) / 1_000_000
        return "slot \(guess.slot) (tracking id \(guess.trackingID)) at \((seconds * 1000).rounded() / 1000) s: no \(guess.axis) was reported; "
            + "the contact is counted at \(guess.value), " + (guess.lastKnown ? "the axis' last known value" : "the axis' minimum (no value was ever seen)")
    }
}

/// Scales a device's touch events into a window: positions, pressure, contact size and time.
struct EvdevPointerScaling {
    private let x: AxisScale?
    private let y: AxisScale?
    private let pressure: AxisScale?
    private let width: Double
    private let height: Double
    private let sizeScale: Double
    private let timeOrigin: Int64

    init(device: TouchDeviceDescription, width: Double, height: Double, timeOrigin: Int64) {
        x = device.x.map(AxisScale.init)
        y = device.y.map(AxisScale.init)
        pressure = device.pressure.map(AxisScale.init)
        self.width = width
        self.height = height
        self.timeOrigin = timeOrigin
        sizeScale = ((x?.scale(to: width) ?? 0) + (y?.scale(to: height) ?? 0)) / 2
    }

    func pointerEvent(_ touch: EvdevTouchEvent) -> PointerEvent {
        var force = 1.0
        if touch.phase == .up {
            force = 0
        } else if let raw = touch.contact.pressure, let pressure {
            force = pressure.normalised(raw)
        }
        return PointerEvent(
            touch.phase, id: touch.id,
            x: x?.position(touch.contact.x, size: width) ?? width / 2,
            y: y?.position(touch.contact.y, size: height) ?? height / 2,
            time: Double(touch.time - timeOrigin) / 1_000_000, pressure: force, source: .touch,
            contactSize: touch.contact.touchMajor.map { Double($0) * sizeScale })
    }
}

/// Maps one device axis onto window pixels or onto 0...1.
private struct AxisScale {
    var minimum: Double
    /// Device units the axis spans: `max - min + 1`.
    var span: Double
    var observed: Bool

    init(_ axis: TouchDeviceAxis) {
        minimum = Double(axis.minimum)
        span = axis.span
        observed = axis.observed
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
