import Foundation

/// What a finished `OutputSurvey` says: which touchscreen is on which output (the bindings each stack needs), and
/// what stands in the way of a binding — a device seen on two outputs, an output no device touched — or why no
/// binding is needed at all (one output; one device answering every output spans them all).
public struct OutputMappingFindings: Codable, Equatable, Sendable {
    /// The device bound to an output.
    public struct Binding: Codable, Equatable, Sendable {
        public var device: SurveyedDevice
        public var output: String
    }

    public enum Verdict: String, Codable, Sendable {
        /// Each touchscreen touched one output: bind them (the snippets do).
        case bindingsNeeded
        /// One output: every touchscreen is on it, nothing to bind.
        case oneOutput
        /// One touchscreen answered every output: it spans them all, as libinput maps it by default.
        case oneDeviceSpansAll
        /// No touchscreen touched any output.
        case nothingTouched
    }

    public var verdict: Verdict
    public var bindings: [Binding]
    /// Devices that touched more than one output: not bound (touch each output with its own panel only).
    public var devicesOnSeveralOutputs: [DeviceOutputs]
    /// Outputs no touchscreen touched (skipped, or the survey ended first): their panel, if any, is unknown.
    public var outputsUntouched: [String]
    /// Devices that touched but are not touchscreens (touchpads): they belong to no output.
    public var ignoredDevices: [SurveyedDevice]
    /// One line per finding, for people, in the order above.
    public var summary: [String]

    public struct DeviceOutputs: Codable, Equatable, Sendable {
        public var device: SurveyedDevice
        public var outputs: [String]
    }

    init(_ survey: OutputSurvey) {
        let outputsOfDevice = survey.devices.map { device in
            (device, survey.touchedBy.indices.filter { survey.touchedBy[$0].contains(device.id) }.map { survey.outputs[$0].name })
        }
        outputsUntouched = survey.outputs.indices.filter { survey.touchedBy[$0].isEmpty }.map { survey.outputs[$0].name }
        ignoredDevices = survey.ignoredDevices
        devicesOnSeveralOutputs = []
        bindings = []
        if survey.devices.isEmpty {
            verdict = .nothingTouched
        } else if survey.outputs.count == 1 {
            verdict = .oneOutput
        } else if survey.devices.count == 1, outputsUntouched.isEmpty {
            verdict = .oneDeviceSpansAll
        } else {
            verdict = .bindingsNeeded
            for (device, outputs) in outputsOfDevice {
                if outputs.count == 1 {
                    bindings.append(Binding(device: device, output: outputs[0]))
                } else {
                    devicesOnSeveralOutputs.append(DeviceOutputs(device: device, outputs: outputs))
                }
            }
        }
        summary = Self.summary(verdict: verdict, outputCount: survey.outputs.count, bindings: bindings,
                               several: devicesOnSeveralOutputs, untouched: outputsUntouched, ignored: ignoredDevices,
                               only: outputsOfDevice.first)
    }

    private static func summary(verdict: Verdict, outputCount: Int, bindings: [Binding], several: [DeviceOutputs],
                                untouched: [String], ignored: [SurveyedDevice],
                                only: (SurveyedDevice, [String])?) -> [String] {
        var lines: [String] = []
        switch verdict {
        case .nothingTouched:
            lines.append("no touchscreen touched any of the \(outputCount) output\(outputCount == 1 ? "" : "s"): nothing to bind")
        case .oneOutput:
            let names = only.map { "\"\($0.0.name)\"" } ?? "the touchscreen"
            lines.append("one output: \(names) can only be on it; no binding is needed")
        case .oneDeviceSpansAll:
            let name = only.map { "\"\($0.0.name)\"" } ?? "one touchscreen"
            lines.append("\(name) touched all \(outputCount) outputs: it spans them (libinput's default); no binding is needed")
        case .bindingsNeeded:
            for binding in bindings { lines.append("\"\(binding.device.name)\" (touch id \(binding.device.id)) is on \(binding.output)") }
            for entry in several {
                lines.append("\"\(entry.device.name)\" (touch id \(entry.device.id)) touched \(entry.outputs.joined(separator: " and ")): not bound; touch each output with its own panel only")
            }
        }
        if verdict != .oneOutput && verdict != .nothingTouched {
            for output in untouched { lines.append("\(output): no touchscreen touched it (skipped); its panel, if any, is not bound") }
        }
        for device in ignored { lines.append("\"\(device.name)\" (touch id \(device.id)) is not a touchscreen (\(device.type)): it belongs to no output") }
        return lines
    }
}
