/// Decides which device description a device recording is scaled by, and turns it into a `TouchDeviceDescription`.
///
/// The order (docs/formats.md, "Recording, evemu"): the recording's own description when it declares both position
/// axes; else the `--device` file; else the `.desc` file beside the events file (evemu read from disk only); else
/// the observed extent of the positions, with a warning. An axis whose declared range is inverted (min > max) or
/// empty (min = max) is taken from the observed extent too, with a warning at the line that declared it.
struct EvdevDeviceResolver {
    /// The axes positions and pressure are read from, for the device's protocol.
    struct AxisCodes {
        var x: UInt16
        var y: UInt16
        var pressure: UInt16

        init(_ reportingProtocol: ReportingProtocol) {
            switch reportingProtocol {
            case .singleTouch: (x, y, pressure) = (EvdevCode.x, EvdevCode.y, EvdevCode.pressure)
            case .slots, .contactReports:
                (x, y, pressure) = (EvdevCode.positionX, EvdevCode.positionY, EvdevCode.multiTouchPressure)
            }
        }
    }

    let recording: String
    let codes: AxisCodes
    let scan: EvdevEventScan

    /// The description to scale by. Throws when the `--device` file cannot be read or declares no position axes.
    func resolve(
        own: EvdevDeviceFacts, deviceFile: String?, besideOf eventsPath: String?, problems: inout RecordingProblems
    ) throws(RecordingError) -> TouchDeviceDescription {
        if own.declaresPositions(x: codes.x, y: codes.y) {
            if let deviceFile {
                problems.warn("the device description \(deviceFile) is not used: the recording describes its device itself")
            }
            return describe(own, origin: .recording, file: recording, problems: &problems)
        }
        if let deviceFile {
            var facts = try EvemuDescriptionFile.read(path: deviceFile, problems: &problems)
            guard facts.declaresPositions(x: codes.x, y: codes.y) else {
                throw RecordingError(file: deviceFile, message: "not a usable device description: \(missingAxes)")
            }
            facts.name = facts.name ?? own.name
            facts.identity = facts.identity ?? own.identity
            return describe(facts, origin: .file(deviceFile), file: deviceFile, problems: &problems)
        }
        if let eventsPath, let beside = EvemuDescriptionFile.beside(eventsPath) {
            do {
                var facts = try EvemuDescriptionFile.read(path: beside, problems: &problems)
                if facts.declaresPositions(x: codes.x, y: codes.y) {
                    facts.name = facts.name ?? own.name
                    facts.identity = facts.identity ?? own.identity
                    return describe(facts, origin: .file(beside), file: beside, problems: &problems)
                }
                problems.warn("the device description beside it, \(beside), is not used: \(missingAxes)")
            } catch {
                problems.warn("the device description beside it is not used: \(error)")
            }
        }
        problems.warn("no device description (none in the recording, no --device file, no .desc file beside it): "
            + "positions are scaled from their observed extent; millimetres are unknown")
        return describe(own, origin: .observed, file: recording, problems: &problems)
    }

    private var missingAxes: String {
        "it declares no range for \(EvdevCode.absoluteAxisName(codes.x)) and \(EvdevCode.absoluteAxisName(codes.y)) "
            + "(\"A: \(String(codes.x, radix: 16)) …\" and \"A: \(String(codes.y, radix: 16)) …\" lines)"
    }

    private func describe(
        _ facts: EvdevDeviceFacts, origin: TouchDeviceDescription.Origin, file: String, problems: inout RecordingProblems
    ) -> TouchDeviceDescription {
        var slotCount: Int?
        if let slots = facts.axes[EvdevCode.slot], slots.maximum >= 0, slots.minimum <= slots.maximum {
            slotCount = Int(slots.maximum) + 1
        }
        var description = TouchDeviceDescription(
            name: facts.name, origin: origin,
            x: axis(codes.x, facts, file: file, problems: &problems),
            y: axis(codes.y, facts, file: file, problems: &problems),
            pressure: axis(codes.pressure, facts, file: file, problems: &problems),
            slotCount: slotCount)
        description.identity = facts.identity
        description.node = facts.node
        description.udevInputClasses = facts.udevInputClasses
        return description
    }

    /// The declared axis when its range is usable, else the observed extent (nil when the axis never changed).
    private func axis(
        _ code: UInt16, _ facts: EvdevDeviceFacts, file: String, problems: inout RecordingProblems
    ) -> TouchDeviceAxis? {
        let name = EvdevCode.absoluteAxisName(code)
        let observed = scan.extent(of: code).map {
            TouchDeviceAxis(minimum: Int($0.lowerBound), maximum: Int($0.upperBound), observed: true)
        }
        let fallback = observed.map { "using the observed extent \($0.minimum)...\($0.maximum)" }
            ?? "no value of it in the recording either"
        guard let declared = facts.axes[code] else {
            if observed != nil { problems.warn("\(name): no range declared; \(fallback)") }
            return observed
        }
        guard declared.minimum < declared.maximum else {
            let fault = declared.minimum > declared.maximum
                ? "inverted range \(declared.minimum)...\(declared.maximum) (min > max)"
                : "empty range \(declared.minimum)...\(declared.maximum) (min = max)"
            problems.warn(RecordingError(file: file, line: declared.line, message: "\(name): \(fault); \(fallback)"))
            return observed
        }
        return TouchDeviceAxis(minimum: Int(declared.minimum), maximum: Int(declared.maximum),
                               resolution: Int(declared.resolution))
    }
}
