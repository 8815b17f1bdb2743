/// The udev rule that makes libinput ignore one touch device: `ENV{LIBINPUT_IGNORE_DEVICE}="1"` on its event node,
/// matched the way udev(7) matches.
///
/// `ATTRS{…}` searches the event node's parents for one whose sysfs attributes all match (the `inputN` device holds
/// `name`, `id/vendor` and `id/product`); `KERNEL=="event*"` keeps the rule to event nodes, where libinput reads the
/// property. How the device is named:
/// - by `ATTRS{name}` when no other device seen has its name;
/// - by name and `ATTRS{id/vendor}`, `ATTRS{id/product}` when the name is shared and the ids tell them apart;
/// - when name and ids are both shared (two nodes of one panel), also by the udev input class one has and the other
///   lacks (`ENV{ID_INPUT_MOUSE}=="1"`, `ENV{ID_INPUT_TOUCHSCREEN}!="1"`), set by udev's input_id before rules
///   numbered 99 run;
/// - when nothing seen tells them apart, the rule matches both, and `note` says so and how to find what differs.
///
/// Characters udev's patterns treat specially, quotes, backslashes and control characters in a name match any one
/// character (`?`), as in the calibration rule.
public struct DeviceIgnoreRule: Equatable, Sendable {
    /// The rule line.
    public var line: String
    /// What the reader must know before installing it (it also matches another device seen), or nil.
    public var note: String?

    /// The file `--write DIR` writes: numbered 99 so it runs after the rules that set `ID_INPUT_*`.
    public static let fileName = "99-touch-sandbox-ignore.rules"

    /// The rule for `devices[index]`, told apart from every other device in `devices`.
    public init(for index: Int, among devices: [ObservedTouchDevice]) {
        let device = devices[index]
        let others = devices.indices.filter { $0 != index }.map { devices[$0] }
        var matches: [String] = [#"ACTION=="add|change""#, #"KERNEL=="event*""#]
        var note: String?
        let name = device.name.flatMap { $0.isEmpty ? nil : $0 }
        if let name { matches.append(#"ATTRS{name}==""# + CalibrationRules.patternSafe(name) + #"""#) }
        var alike = others.filter { name == nil || $0.name == device.name }
        if !alike.isEmpty || name == nil, let vendor = device.vendorText, let product = device.productText {
            matches.append(#"ATTRS{id/vendor}==""# + vendor + #"""#)
            matches.append(#"ATTRS{id/product}==""# + product + #"""#)
            alike = alike.filter { $0.vendor == device.vendor && $0.product == device.product }
        }
        if !alike.isEmpty, let (property, has) = Self.distinguishingClass(device, from: alike) {
            matches.append("ENV{ID_INPUT_\(property.uppercased())}" + (has ? #"=="1""# : #"!="1""#))
            alike = alike.filter { $0.inputClasses.contains(property) == has }
        }
        if name == nil && device.vendor == nil {
            note = "the device's name and ids are not known: the rule names none of them; add ATTRS{name}==\"NAME\" "
                + "from `udevadm info --attribute-walk /dev/input/eventN` before installing it, or it turns off every touch device"
        } else if !alike.isEmpty {
            let list = alike.map { $0.name ?? $0.source }.joined(separator: ", ")
            note = "this rule also matches \(list): nothing recorded tells them apart; before installing it add a match "
                + "that differs, such as ATTRS{phys}==\"…\" from `udevadm info --attribute-walk /dev/input/eventN`"
        }
        line = matches.joined(separator: ", ") + #", ENV{LIBINPUT_IGNORE_DEVICE}="1""#
        self.note = note
    }

    /// A udev input class the device has and every one of `others` lacks (true), or that they all have and it lacks
    /// (false); touchscreen first, then the rest by name.
    private static func distinguishingClass(_ device: ObservedTouchDevice, from others: [ObservedTouchDevice]) -> (String, Bool)? {
        let order = ["touchscreen", "mouse", "tablet", "touchpad", "pointingstick", "joystick"]
        let classes = Set(device.inputClasses + others.flatMap(\.inputClasses)).subtracting(["", "input"])
        let ranked = classes.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
        for property in ranked {
            let has = device.inputClasses.contains(property)
            if others.allSatisfy({ $0.inputClasses.contains(property) != has }) { return (property, has) }
        }
        return nil
    }
}
