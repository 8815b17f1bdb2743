import Foundation

/// What `touch-sandbox devices --from …` or `--listen …` prints: one block per device (text), the same as JSON
/// (`--json`, fields in docs/kiosk.md), and the rules file `--write DIR` writes.
public struct DeviceHealthReport: Sendable {
    /// `recordings` or `listen`.
    public var mode: String
    public var idle: Bool
    /// How long the listen lasted (nil for recordings).
    public var listenSeconds: Double?
    public var devices: [DeviceHealth]

    public init(mode: String, idle: Bool, listenSeconds: Double? = nil, devices: [DeviceHealth]) {
        self.mode = mode
        self.idle = idle
        self.listenSeconds = listenSeconds
        self.devices = devices
    }

    /// The devices to turn off.
    public var turnedOff: [DeviceHealth] { devices.filter { $0.turnOff && $0.rule != nil } }

    // MARK: - Text

    public func text() -> String {
        var blocks: [String] = []
        for health in devices {
            let device = health.device
            var lines = ["device \(health.number): \(device.name.map { "\"\(CalibrationRules.patternSafe($0))\"" } ?? "(no name)")"]
            var facts: [String] = []
            if let vendor = device.vendorText, let product = device.productText { facts.append("vendor \(vendor), product \(product)") }
            if let node = device.node { facts.append(node) }
            if let id = device.sdlTouchID { facts.append("SDL touch id \(id)") }
            if !device.inputClasses.isEmpty { facts.append("udev: " + device.inputClasses.joined(separator: ", ")) }
            facts.append(device.sdlTouchID == nil ? "from \(device.source)" : device.source)
            lines.append("  " + facts.joined(separator: "; "))
            let unfinished = device.contacts.filter(\.unfinished).count
            lines.append("  contacts: \(device.contacts.count) (most at once \(device.maximumSimultaneous))"
                + (health.span > 0 ? " over \(DeviceHealthAnalyzer.seconds(health.span))" : "")
                + (unfinished > 0 ? "; \(unfinished) still down at the end" : ""))
            lines.append("  verdict: \(Self.words(health.verdict))" + (health.turnOff ? ", turn it off" : ""))
            for reason in health.reasons { lines.append("    " + reason) }
            if let rule = health.rule {
                lines.append(health.turnOff ? "  rule (\(DeviceIgnoreRule.fileName)):" : "  rule, only if you decide to turn it off:")
                lines.append("  " + rule.line)
                if let note = rule.note { lines.append("  note: " + note) }
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        var text = blocks.joined(separator: "\n\n")
        if devices.isEmpty { text = "no touch devices" }
        if !turnedOff.isEmpty {
            text += "\n\nto apply: put the rule lines in /etc/udev/rules.d/\(DeviceIgnoreRule.fileName) (or use --write DIR), then\n"
                + "  sudo udevadm control --reload && sudo udevadm trigger --subsystem-match=input --action=change\n"
                + "and restart the compositor or X server (libinput reads LIBINPUT_IGNORE_DEVICE when a device is added)"
        }
        return text + "\n"
    }

    static func words(_ verdict: DeviceHealth.Verdict) -> String {
        switch verdict {
        case .clean: "clean"
        case .duplicated: "duplicated"
        case .noisy: "noisy (ghost contacts)"
        case .duplicatedAndNoisy: "duplicated and noisy (ghost contacts)"
        case .silent: "silent"
        }
    }

    // MARK: - Rules file

    /// The rules file: a comment saying how to apply it, then one rule per device to turn off (only comments when
    /// there is none, so it can be installed as it is).
    public func rulesFile() -> String {
        var lines = [
            "# /etc/udev/rules.d/\(DeviceIgnoreRule.fileName): touch devices for libinput to ignore (touch-sandbox devices)",
            "# libinput ignores a device whose udev property LIBINPUT_IGNORE_DEVICE is 1. Apply:",
            "#   sudo udevadm control --reload && sudo udevadm trigger --subsystem-match=input --action=change",
            "# then restart the compositor (or X server).",
        ]
        if turnedOff.isEmpty { lines.append("# Nothing to turn off: no device was found duplicated or noisy.") }
        for health in turnedOff {
            guard let rule = health.rule else { continue }
            lines.append("# device \(health.number) (\(CalibrationRules.patternSafe(health.device.name ?? health.device.source))): \(Self.words(health.verdict))")
            if let note = rule.note { lines.append("# NOTE: " + note) }
            lines.append(rule.line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - JSON

    public func jsonData() throws -> Data {
        var root: [String: Any] = ["mode": mode, "idle": idle, "rulesFile": DeviceIgnoreRule.fileName,
                                   "devices": devices.map(Self.json)]
        root["listenSeconds"] = listenSeconds ?? NSNull()
        var data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        data.append(0x0a)
        return data
    }

    private static func json(_ health: DeviceHealth) -> [String: Any] {
        let device = health.device
        func orNull(_ value: Any?) -> Any { value ?? NSNull() }
        var object: [String: Any] = [
            "number": health.number, "name": orNull(device.name), "vendor": orNull(device.vendorText),
            "product": orNull(device.productText), "node": orNull(device.node), "udevInputClasses": device.inputClasses,
            "source": device.source, "sdlTouchId": orNull(device.sdlTouchID), "slots": orNull(device.slotCount),
            "contacts": device.contacts.count, "unfinishedContacts": device.contacts.filter(\.unfinished).count,
            "maximumSimultaneous": device.maximumSimultaneous, "seconds": rounded(health.span),
            "verdict": health.verdict.rawValue, "turnOff": health.turnOff, "reasons": health.reasons,
            "rule": orNull(health.rule?.line), "ruleNote": orNull(health.rule?.note),
        ]
        object["duplicate"] = health.duplicate.map { duplicate -> [String: Any] in
            ["of": duplicate.otherNumber, "twins": duplicate.twins, "comparedContacts": duplicate.comparedContacts,
             "share": rounded(duplicate.share), "keep": !duplicate.isSecondary]
        } ?? NSNull()
        object["noise"] = health.noise.map { noise -> [String: Any] in
            ["idle": noise.idle, "ghosts": noise.ghosts, "flashes": noise.flashes,
             "repeatedSpotContacts": noise.repeatedSpotContacts, "contactsPerSecond": orNull(noise.contactsPerSecond.map(rounded))]
        } ?? NSNull()
        return object
    }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
