import Foundation

/// One output (display) as `map-outputs` shows it: its name as the stacks spell it and where that name came from.
public struct SurveyedOutput: Codable, Equatable, Sendable {
    /// The connector name the stacks use (`HDMI-A-1`, `DP-1` on Wayland; the RandR output name on X11); when no
    /// connector name could be found, SDL's display name, and `nameIsConnector` is false.
    public var name: String
    /// Where the name came from: `randr` (X11), `wayland` (xdg-output or wl_output), `sdl` (SDL's display name).
    public var nameSource: String
    /// True when `name` is the name a compositor or `xinput` takes.
    public var nameIsConnector: Bool
    /// SDL's own name for the display (a monitor model on X11 with EDID, a description on Wayland).
    public var sdlName: String
    /// The display's place and size on the desktop, `[x, y, width, height]` in points.
    public var bounds: [Int]

    public init(name: String, nameSource: String, nameIsConnector: Bool, sdlName: String, bounds: [Int]) {
        (self.name, self.nameSource, self.nameIsConnector, self.sdlName, self.bounds) = (name, nameSource, nameIsConnector, sdlName, bounds)
    }
}

/// One touch device as SDL reports it, with what the system says about it (its event node, vendor and product,
/// read from sysfs when the machine has it).
public struct SurveyedDevice: Codable, Equatable, Sendable {
    /// SDL's touch id.
    public var id: Int64
    /// SDL_GetTouchName: the kernel's name of the device (what udev's ATTRS{name} and xinput match).
    public var name: String
    /// `direct` (a touchscreen), `indirect-absolute` or `indirect-relative` (touchpads), `unknown`.
    public var type: String
    /// `/dev/input/eventN` when found in sysfs, else null.
    @NullWhenUnknown public var node: String?
    /// The USB/HID vendor and product ids when found in sysfs (sway's identifier is `vendor:product:name`).
    @NullWhenUnknown public var vendor: Int?
    @NullWhenUnknown public var product: Int?

    public init(id: Int64, name: String, type: String, node: String? = nil, vendor: Int? = nil, product: Int? = nil) {
        (self.id, self.name, self.type) = (id, name, type)
        (self.node, self.vendor, self.product) = (node, vendor, product)
    }

    /// sway's identifier (`swaymsg -t get_inputs`): decimal vendor and product, the name with spaces as `_`;
    /// nil when the ids are unknown.
    public var swayIdentifier: String? {
        guard let vendor, let product else { return nil }
        return "\(vendor):\(product):" + name.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "_")
    }
}

/// The prompts of `map-outputs` and what answered them: each output in turn is touched (or skipped), and each
/// touch names the device it came from. Only touchscreens (`direct` devices) count; a touchpad's touch belongs to
/// no output and is noted.
public struct OutputSurvey: Sendable {
    public let outputs: [SurveyedOutput]
    /// The devices seen, in the order they first touched.
    public private(set) var devices: [SurveyedDevice] = []
    /// For each output (by index), the ids of the devices that touched it while its prompt was shown, in order.
    public private(set) var touchedBy: [[Int64]]
    /// The outputs skipped with Esc (or left when the survey was ended).
    public private(set) var skipped: Set<Int> = []
    /// Touches from touchpads (not touchscreens): the device ids, in order.
    public private(set) var ignoredDevices: [SurveyedDevice] = []

    public init(outputs: [SurveyedOutput]) {
        self.outputs = outputs
        touchedBy = Array(repeating: [], count: outputs.count)
    }

    /// A finger of `device` went down while the prompt of output `index` was shown. True when it answers the
    /// prompt (a touchscreen); false for a touchpad, which is noted and does not.
    @discardableResult
    public mutating func touch(_ device: SurveyedDevice, onOutput index: Int) -> Bool {
        guard outputs.indices.contains(index) else { return false }
        guard device.type == "direct" else {
            if !ignoredDevices.contains(where: { $0.id == device.id }) { ignoredDevices.append(device) }
            return false
        }
        if let known = devices.firstIndex(where: { $0.id == device.id }) {
            devices[known] = device
        } else {
            devices.append(device)
        }
        if !touchedBy[index].contains(device.id) { touchedBy[index].append(device.id) }
        skipped.remove(index)
        return true
    }

    /// The prompt of output `index` was skipped (Esc) with no touch.
    public mutating func skip(outputIndex index: Int) {
        guard outputs.indices.contains(index), touchedBy[index].isEmpty else { return }
        skipped.insert(index)
    }

    /// What the answers mean: the bindings to write, or why none are needed.
    public var findings: OutputMappingFindings { OutputMappingFindings(self) }
}
