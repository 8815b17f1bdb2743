import Foundation

/// What sysfs says of a touch device SDL names: its event node (`/dev/input/eventN`, for Qt) and its vendor and
/// product ids (for sway's identifier). Devices are matched by name; when several event nodes share the name (a
/// panel's touch and mouse interfaces), the one with multi-touch positions (ABS_MT_POSITION_X) is taken.
struct SysfsInputDevices {
    struct Details: Equatable {
        var node: String
        var vendor: Int?
        var product: Int?
    }

    var root = "/sys/class/input"

    func details(named name: String) -> Details? {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasPrefix("event") }
            .sorted { (Int($0.dropFirst(5)) ?? 0) < (Int($1.dropFirst(5)) ?? 0) }
        let matching = entries.filter { read("\($0)/device/name") == name }
        guard let chosen = matching.first(where: hasMultiTouchPositions) ?? matching.first else { return nil }
        return Details(node: "/dev/input/\(chosen)", vendor: read("\(chosen)/device/id/vendor").flatMap { Int($0, radix: 16) },
                       product: read("\(chosen)/device/id/product").flatMap { Int($0, radix: 16) })
    }

    /// The same for an event node known already (`/dev/input/eventN`).
    func details(node: String) -> Details? {
        guard let entry = node.split(separator: "/").last.map(String.init), read("\(entry)/device/name") != nil else { return nil }
        return Details(node: node, vendor: read("\(entry)/device/id/vendor").flatMap { Int($0, radix: 16) },
                       product: read("\(entry)/device/id/product").flatMap { Int($0, radix: 16) })
    }

    private func read(_ relative: String) -> String? {
        (try? String(contentsOfFile: "\(root)/\(relative)", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The abs capability bitmap (hex words, most significant first) has bit 53, ABS_MT_POSITION_X.
    private func hasMultiTouchPositions(_ entry: String) -> Bool {
        guard let words = read("\(entry)/device/capabilities/abs")?.split(separator: " "), let last = words.last,
              let value = UInt64(last, radix: 16) else { return false }
        return value & (1 << 53) != 0
    }
}
